import type { CouponType } from '@zay/contract';
import { useTranslation } from '~/lib/translation';
import { CouponCard } from './coupon-card';
import type { CouponFace } from './coupon-terms';
import { ReceiveButton } from './receive-button';

function Left({ count, taken, max }: { count: number; taken: number; max: number }) {
  const { t } = useTranslation();
  return (
    <span className="text-[12px] text-muted">
      {t('coupons.left', { left: Math.max(0, count - taken) })}
      {max > 0 && ` · ${t('coupons.limitNote', { max })}`}
    </span>
  );
}

/** A coupon type on offer, of either kind: its face, how many are left, and the button to receive one. */
export function CouponOffer(props: {
  kind: 'store' | 'platform';
  typeId: number;
  face: CouponFace;
  type: Pick<CouponType, 'count' | 'lead_count' | 'max_fetch' | 'received'>;
  useHref: string;
}) {
  const { count, lead_count, max_fetch, received } = props.type;
  return (
    <CouponCard coupon={props.face}>
      <Left count={count} taken={lead_count} max={max_fetch} />
      <ReceiveButton
        kind={props.kind}
        typeId={props.typeId}
        received={received}
        maxFetch={max_fetch}
        left={count - lead_count}
        useHref={props.useHref}
      />
    </CouponCard>
  );
}
