import { Link } from 'react-router';
import { MemberAvatar } from '~/components/ui/member-avatar';
import { Price } from '~/components/ui/price';
import { useTranslation } from '~/lib/translation';

export interface MemberSummaryProps {
  member: { nickname: string; headimg: string; levelName: string; growth: number; point: number };
  balance: string;
  couponCount: number;
  follows: { goods: number; shops: number };
}

/**
 * Growth towards the next level. Zay has no member levels yet (member/info answers level 0 and
 * no name), so there is no next level to measure against: the bar stays empty and says so.
 */
function GrowthBar({ levelName, growth }: { levelName: string; growth: number }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 max-w-[260px]">
      <div className="flex flex-wrap justify-between gap-x-3 text-xs text-muted">
        <span>{levelName || t('memberCentre.noLevel')}</span>
        <span>{t('memberCentre.growth', { growth })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('memberCentre.growthBar')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={0}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-[#eee]"
      >
        <div className="h-full w-0 bg-brand" />
      </div>
    </div>
  );
}

function Figure({ to, label, children }: { to: string; label: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="flex min-w-0 flex-col items-center gap-1 px-2 text-center hover:text-brand">
      <span className="text-lg leading-tight-text font-semibold text-ink">{children}</span>
      <span className="text-xs leading-tight-text break-words text-muted">{label}</span>
    </Link>
  );
}

/** The member's card: avatar, nickname, level and growth, then balance, points, coupons and follows. */
export function MemberSummary({ member, balance, couponCount, follows }: MemberSummaryProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-wrap items-center gap-6 bg-white p-6">
      <div className="flex min-w-[260px] flex-1 items-center gap-4">
        <Link to="/member/info" className="shrink-0" aria-label={t('memberCentre.editProfile')}>
          <MemberAvatar src={member.headimg} size={80} />
        </Link>
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold text-ink" data-testid="summary-nickname">
            {member.nickname}
          </h2>
          <GrowthBar levelName={member.levelName} growth={member.growth} />
        </div>
      </div>
      <div className="grid flex-[2] grid-cols-5 gap-2 border-l border-line pl-4 max-lg:border-l-0 max-lg:pl-0">
        <Figure to="/member/account" label={t('memberCentre.balance')}>
          <Price amount={balance} className="text-lg text-ink" />
        </Figure>
        <Figure to="/member/my_point" label={t('memberCentre.points')}>
          {member.point}
        </Figure>
        <Figure to="/member/my_coupon" label={t('memberCentre.coupons')}>
          {couponCount}
        </Figure>
        <Figure to="/member/collection" label={t('memberCentre.followedGoods')}>
          {follows.goods}
        </Figure>
        <Figure to="/member/collection?tab=shops" label={t('memberCentre.followedShops')}>
          {follows.shops}
        </Figure>
      </div>
    </section>
  );
}
