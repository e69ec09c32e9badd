import { BadgeCheck, Headset, Store } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { ChatEntry } from '~/components/ui/chat-entry';
import { FollowButton } from '~/components/ui/follow-button';
import { Img } from '~/components/ui/img';
import { ShopRatings } from '~/components/ui/shop-ratings';
import type { ShopCardView } from './goods-types';

function ServiceButton({ siteId, skuId }: { siteId: number; skuId: number }) {
  const { t } = useTranslation();
  return (
    <ChatEntry
      target={{ siteId, goodsSkuId: skuId }}
      className="flex min-h-8 items-center justify-center gap-1 rounded border border-line bg-white px-2 py-1 text-[13px] leading-tight-text text-body hover:border-brand hover:text-brand"
    >
      <Headset size={14} aria-hidden />
      {t('goodsDetail.contactService')}
    </ChatEntry>
  );
}

function ShopCardHeader({ shop }: { shop: ShopCardView }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 border-b border-line p-4">
      <Img
        kind="shop"
        src={shop.logo}
        width={48}
        height={48}
        alt=""
        className="size-12 shrink-0 rounded-full border border-line object-cover"
      />
      <div className="min-w-0">
        <Link
          id="shop-card-name"
          to={`/shop-${shop.siteId}`}
          className="line-clamp-2 text-[14px] leading-tight-text font-semibold text-ink hover:text-brand"
        >
          {shop.name}
        </Link>
        {shop.own && (
          <span className="mt-0.5 inline-flex items-center gap-0.5 rounded-sm bg-brand px-1.5 text-2xs leading-tight-text text-white">
            <BadgeCheck size={12} aria-hidden />
            {t('catalogue.ownShop')}
          </span>
        )}
      </div>
    </div>
  );
}

/** The shop beside the goods: who sells it, how it rates, follow it, enter it, ask its service. */
export function ShopCard({ shop, skuId }: { shop: ShopCardView; skuId: number }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="shop-card-name"
      className="w-[230px] shrink-0 self-start rounded-lg border border-line bg-white"
    >
      <ShopCardHeader shop={shop} />
      <div className="grid gap-3 p-4">
        <ShopRatings scores={shop.scores} />
        <div className="grid gap-2">
          <Link
            to={`/shop-${shop.siteId}`}
            className="flex min-h-8 items-center justify-center gap-1 rounded bg-brand px-2 py-1 text-[13px] leading-tight-text text-white hover:bg-brand-dark"
          >
            <Store size={14} aria-hidden />
            {t('catalogue.enterShop')}
          </Link>
          <ServiceButton siteId={shop.siteId} skuId={skuId} />
          <FollowButton
            kind="shop"
            key={shop.siteId}
            id={shop.siteId}
            following={shop.following}
            count={shop.followers}
            className="min-h-8 w-full py-1"
          />
        </div>
      </div>
    </aside>
  );
}
