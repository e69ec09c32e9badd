import { formatKs } from '@zay/contract';
import { Megaphone, Package, Timer, Users, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation, type TranslationKey } from '~/lib/translation';
import { MarketPrice, Price } from '~/components/ui/price';
import { Countdown } from './countdown';
import { GoodsCoupons } from './goods-coupons';
import type { GoodsPageData, GoodsView, ManjianView, PromotionKind, PromotionStrip } from './goods-types';

function Manjian({ manjian }: { manjian: ManjianView }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3 text-[13px]">
      <span className="w-20 shrink-0 text-muted">{t('goodsDetail.manjian')}</span>
      <span className="rounded-sm border border-brand px-1.5 text-xs leading-tight-text text-brand">
        {t('goodsDetail.manjianTag')}
      </span>
      <ul className="min-w-0 flex-1 leading-tight-text text-body">
        {manjian.rules.map((r) => (
          <li key={r.money}>
            {t('goodsDetail.manjianRule', { money: formatKs(r.money), discount: formatKs(r.discount) })}
            {r.freeShipping && ` · ${t('catalogue.freeShipping')}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Each promotion kind's strip: its icon, its words before the price and its page's path prefix. */
const STRIPS: Record<PromotionKind, { icon: typeof Zap; label: TranslationKey; page: string }> = {
  seckill: { icon: Zap, label: 'seckill.goodsBanner', page: 'seckill' },
  groupbuy: { icon: Users, label: 'groupbuy.goodsBanner', page: 'groupbuy' },
  topic: { icon: Megaphone, label: 'topic.goodsBanner', page: 'topic-goods' },
  combo: { icon: Package, label: 'combo.goodsBanner', page: 'combo' },
};

/** A promotion of this SKU running now: its price and countdown, linking to its page. */
function Strip({ strip, time }: { strip: PromotionStrip; time: number }) {
  const { t } = useTranslation();
  const { icon: Icon, label, page } = STRIPS[strip.kind];
  return (
    <Link
      to={`/promotion/${page}-${strip.id}`}
      className="flex items-center justify-between bg-gradient-to-r from-brand to-accent px-4 py-1.5 text-white"
    >
      <span className="flex shrink-0 items-center gap-1.5 text-[14px] font-semibold whitespace-nowrap">
        <Icon size={16} aria-hidden />
        {t(label)} {formatKs(strip.price)}
      </span>
      {strip.end > 0 ? (
        <Countdown end={strip.end} serverTime={time} />
      ) : (
        <span className="ml-3 min-w-0 text-right text-[13px] leading-snug [overflow-wrap:anywhere]">{strip.note}</span>
      )}
    </Link>
  );
}

/** Price, the crossed-out market price, a running promotion with its countdown, and full reductions. */
export function PriceBox(props: {
  goods: GoodsView;
  manjian: ManjianView | null;
  coupons: GoodsPageData['coupons'];
  promotions: PromotionStrip[];
  /** The server's clock when the page was loaded (Unix seconds): the countdowns start from it. */
  time: number;
}) {
  const { goods, manjian, coupons, promotions, time } = props;
  const { t } = useTranslation();
  const promo = goods.promotion;
  return (
    <div className="mt-4 overflow-hidden rounded-lg bg-[#fff7f5]">
      {promotions.map((strip) => (
        <Strip key={`${strip.kind}-${strip.id}`} strip={strip} time={time} />
      ))}
      {promo && (
        <div className="flex items-center justify-between bg-gradient-to-r from-brand to-accent px-4 py-1.5 text-white">
          <span className="flex items-center gap-1.5 text-[14px] font-semibold">
            <Timer size={16} aria-hidden />
            {t('goodsDetail.limitedDiscount')}
          </span>
          <Countdown end={promo.end} serverTime={time} />
        </div>
      )}
      <div className="grid gap-2.5 px-4 py-3">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <span className="w-20 shrink-0 text-[13px] text-muted">
            {promo ? t('goodsDetail.promotionPrice') : t('goodsDetail.price')}
          </span>
          <Price amount={promo ? goods.salePrice : goods.price} className="text-[26px]" />
          {promo ? <MarketPrice amount={goods.price} /> : <MarketPrice amount={goods.marketPrice} />}
        </div>
        {manjian && <Manjian manjian={manjian} />}
        {coupons && <GoodsCoupons {...coupons} />}
      </div>
    </div>
  );
}
