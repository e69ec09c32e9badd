import type { Route } from './+types/route';
import { MemberPage } from '~/components/layout/member-page';
import { AvatarForm } from '~/features/member/info/avatar-form';
import { NicknameForm } from '~/features/member/info/nickname-form';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { requireMember } from '~/lib/session.server';
import { useTranslation } from '~/lib/translation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const m = await requireMember(request, context);
  return {
    title: pageTitle(request, 'member_info'),
    member: { username: m.username, mobile: m.mobile, nickname: m.nickname, headimg: m.headimg },
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function MemberInfoRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, member } = loaderData;
  return (
    <MemberPage title={title}>
      <section className="bg-white px-6 py-5" aria-labelledby="info-basic">
        <h2 id="info-basic" className="mb-4 border-b border-line pb-2 text-[15px] font-semibold text-ink">
          {t('memberCentre.basicInfo')}
        </h2>
        {/* A new nickname from the server (after saving) starts the form afresh. */}
        <NicknameForm
          key={member.nickname}
          username={member.username}
          mobile={member.mobile}
          nickname={member.nickname}
        />
      </section>
      <section className="bg-white px-6 py-5" aria-labelledby="info-avatar">
        <h2 id="info-avatar" className="mb-4 border-b border-line pb-2 text-[15px] font-semibold text-ink">
          {t('memberCentre.avatar')}
        </h2>
        <AvatarForm headimg={member.headimg} />
      </section>
    </MemberPage>
  );
}
