import type { ActionLogTables } from '../modules/site/action-log/action-log.table';
import type { AccountTables } from '../modules/member/account/account.table';
import type { AftersaleTables } from '../modules/aftersale/aftersale.table';
import type { AddressTables } from '../modules/member/address/address.table';
import type { AuthTables } from '../modules/member/auth/auth.table';
import type { BundlingTables } from '../modules/promotion/combo/combo.table';
import type { CartTables } from '../modules/trade/cart/cart.table';
import type { CatalogTables } from '../modules/catalog/catalog.table';
import type { GoodsImportTables } from '../modules/catalog/goods-import/goods-import.table';
import type { ChatTables } from '../modules/chat/chat.table';
import type { CmsTables } from '../modules/content/cms/cms.table';
import type { ConfigTables } from '../modules/site/config/config.table';
import type { CouponTables } from '../modules/promotion/coupon/coupon.table';
import type { DeliveryTables } from '../modules/trade/delivery/delivery.table';
import type { DeskTables } from '../modules/trade/fulfilment/fulfilment.table';
import type { GroupbuyTables } from '../modules/promotion/groupbuy/groupbuy.table';
import type { EvaluateTables } from '../modules/aftersale/review/review.table';
import type { LiveTables } from '../modules/content/live/live.table';
import type { MemberTables } from '../modules/member/member.table';
import type { OrderTables } from '../modules/trade/order/order.table';
import type { PayTables } from '../modules/payment/payment.table';
import type { PromotionTables } from '../modules/promotion/manjian/manjian.table';
import type { SettlementTables } from '../modules/money/settlement/settlement.table';
import type { RechargeTables } from '../modules/money/recharge/recharge.table';
import type { SeckillTables } from '../modules/promotion/seckill/seckill.table';
import type { ServicerTables } from '../modules/staff/servicer.table';
import type { ShopTables } from '../modules/shop/shop.table';
import type { TopicTables } from '../modules/promotion/topic/topic.table';
import type { SiteTables } from '../modules/content/site/site.table';
import type { UploadTables } from '../modules/upload/upload.table';
import type { VerifyTables } from '../modules/trade/verification/verification.table';
import type { WithdrawTables } from '../modules/money/withdrawal/withdrawal.table';

/**
 * The whole database as Kysely sees it, composed of the tables each module owns
 * (`modules/<module>/<module>.table.ts`, ADR 036). Money columns are integer minor units
 * (1 Ks = 100); times are Unix seconds; flags are 0/1 integers; columns named *_format or
 * holding JSON are JSON text.
 */
export interface Database
  extends
    AccountTables,
    ActionLogTables,
    AftersaleTables,
    AddressTables,
    AuthTables,
    BundlingTables,
    CartTables,
    CatalogTables,
    ChatTables,
    CmsTables,
    ConfigTables,
    CouponTables,
    DeliveryTables,
    DeskTables,
    EvaluateTables,
    GoodsImportTables,
    GroupbuyTables,
    LiveTables,
    MemberTables,
    OrderTables,
    PayTables,
    PromotionTables,
    RechargeTables,
    SeckillTables,
    ServicerTables,
    SettlementTables,
    ShopTables,
    SiteTables,
    TopicTables,
    UploadTables,
    VerifyTables,
    WithdrawTables {}
