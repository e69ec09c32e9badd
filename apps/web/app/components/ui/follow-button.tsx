import { Heart } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { useCatalogueAction } from '~/lib/catalogue-action';

interface Props {
  kind: 'shop' | 'goods';
  /** site_id of the shop, or sku_id of the goods. */
  id: number;
  following: boolean;
  count?: number;
  className?: string;
}

/** Follow or unfollow a shop or goods (SPEC §4: it toggles); logged-out shoppers go to the login page. */
export function FollowButton({ kind, id, following, count, className = '' }: Props) {
  const { t } = useTranslation();
  const action = kind === 'shop' ? `/shop-${id}` : `/sku-${id}`;
  const { submit, fetcher, busy } = useCatalogueAction(action);
  const pending = fetcher.formData?.get('intent');
  const result = fetcher.data?.ok ? fetcher.data : undefined;
  // Optimistic while the call runs; then the answer; before any call, what the page loaded.
  const now =
    typeof pending === 'string'
      ? pending === 'follow-shop' || pending === 'collect'
      : result
        ? result.intent === 'follow-shop' || result.intent === 'collect'
        : following;
  const shownCount = result?.count ?? count;
  const intent = kind === 'shop' ? (now ? 'unfollow-shop' : 'follow-shop') : now ? 'uncollect' : 'collect';
  const field: Record<string, number> = kind === 'shop' ? { site_id: id } : { sku_id: id };
  const label =
    kind === 'shop'
      ? t(now ? 'catalogue.followingShop' : 'catalogue.followShop')
      : t(now ? 'catalogue.followingGoods' : 'catalogue.followGoods');
  // A plain form (ADR 095): before script runs the browser posts it to the route's action.
  return (
    <form
      method="post"
      action={action}
      className="contents"
      onSubmit={(e) => {
        e.preventDefault();
        submit(intent, field);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(field).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button
        type="submit"
        aria-pressed={now}
        disabled={busy}
        className={`inline-flex items-center justify-center gap-1.5 rounded border px-3 text-[13px] leading-tight-text transition disabled:cursor-wait ${
          now
            ? 'border-brand bg-brand-soft text-brand'
            : 'border-line bg-white text-body hover:border-brand hover:text-brand'
        } ${className}`}
      >
        <Heart size={15} aria-hidden className={now ? 'fill-brand text-brand' : ''} />
        <span>{label}</span>
        {shownCount !== undefined && (
          <span className="text-xs text-subtle">({shownCount.toLocaleString('en-US')})</span>
        )}
      </button>
    </form>
  );
}
