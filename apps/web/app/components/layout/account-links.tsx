import { useTranslation } from '~/lib/translation';
import { Form, Link } from 'react-router';
import { MemberAvatar } from '~/components/ui/member-avatar';
import type { MemberSummary } from '~/lib/session';

function VisitorLinks() {
  const { t } = useTranslation();
  return (
    <>
      <Link to="/login" className="inline-flex min-h-[24px] items-center text-brand hover:underline">
        {t('header.login')}
      </Link>
      <Link to="/register" className="inline-flex min-h-[24px] items-center hover:text-brand">
        {t('header.register')}
      </Link>
    </>
  );
}

/** The top bar's account corner: log in and register for visitors, the member and log out otherwise. */
export function AccountLinks({ member }: { member: MemberSummary | null }) {
  const { t } = useTranslation();
  if (!member) return <VisitorLinks />;
  return (
    <>
      <Link
        to="/member/index"
        className="flex items-center gap-1.5 text-ink hover:text-brand"
        aria-label={t('header.memberCentreOf', { name: member.nickname })}
      >
        <MemberAvatar src={member.headimg} size={20} />
        <span className="max-w-28 truncate" title={member.nickname} data-testid="member-nickname">
          {member.nickname}
        </span>
      </Link>
      {/* A form, so logging out works before the page's script has loaded; the action revokes the token. */}
      <Form method="post" action="/logout" className="contents">
        <button type="submit" className="min-h-[24px] text-muted hover:text-brand hover:underline">
          {t('header.logout')}
        </button>
      </Form>
    </>
  );
}
