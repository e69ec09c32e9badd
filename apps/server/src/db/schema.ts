import type { AccountTables } from '../modules/account/account.table';
import type { AftersaleTables } from '../modules/aftersale/aftersale.table';
import type { AddressTables } from '../modules/address/address.table';
import type { AuthTables } from '../modules/auth/auth.table';
import type { BundlingTables } from '../modules/bundling/bundling.table';
import type { CartTables } from '../modules/cart/cart.table';
import type { CatalogTables } from '../modules/catalog/catalog.table';
import type { ChatTables } from '../modules/chat/chat.table';
import type { CmsTables } from '../modules/cms/cms.table';
import type { ConfigTables } from '../modules/config/config.table';
import type { CouponTables } from '../modules/coupon/coupon.table';
import type { DeliveryTables } from '../modules/delivery/delivery.table';
import type { DeskTables } from '../modules/desk/desk.table';
import type { GroupbuyTables } from '../modules/groupbuy/groupbuy.table';
import type { EvaluateTables } from '../modules/evaluate/evaluate.table';
import type { LiveTables } from '../modules/live/live.table';
import type { MemberTables } from '../modules/member/member.table';
import type { OrderTables } from '../modules/order/order.table';
import type { PayTables } from '../modules/pay/pay.table';
import type { PromotionTables } from '../modules/promotion/promotion.table';
import type { SettlementTables } from '../modules/settlement/settlement.table';
import type { RechargeTables } from '../modules/recharge/recharge.table';
import type { SeckillTables } from '../modules/seckill/seckill.table';
import type { ServicerTables } from '../modules/servicer/servicer.table';
import type { ShopTables } from '../modules/shop/shop.table';
import type { TopicTables } from '../modules/topic/topic.table';
import type { SiteTables } from '../modules/site/site.table';
import type { UploadTables } from '../modules/upload/upload.table';
import type { VerifyTables } from '../modules/verify/verify.table';
import type { WithdrawTables } from '../modules/withdraw/withdraw.table';

/**
 * The whole database as Kysely sees it, composed of the tables each module owns
 * (`modules/<module>/<module>.table.ts`, ADR 036). Money columns are integer minor units
 * (1 Ks = 100); times are Unix seconds; flags are 0/1 integers; columns named *_format or
 * holding JSON are JSON text.
 */
export interface Database
  extends
    AccountTables,
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
