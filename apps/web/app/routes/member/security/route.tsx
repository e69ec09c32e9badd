import { captchaConfigEndpoint, memberAccountEndpoint } from '@zay/contract';
import type { Route } from './+types/route';
import { MemberPage } from '~/components/layout/member-page';
import { MobileForm } from '~/features/member/security/mobile-form';
import { PasswordForm } from '~/features/member/security/password-form';
import { PayPasswordForm } from '~/features/member/security/pay-password-form';
import { SecurityCard } from '~/features/member/security/security-parts';
import { serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { requireMember } from '~/lib/session.server';
import { useTranslation } from '~/lib/translation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  const call = serverApi(request, context);
  const [account, captcha] = await Promise.all([
    call(memberAccountEndpoint, { account_type: 'balance' }),
    call(captchaConfigEndpoint, {}),
  ]);
  // As the login pages: the API checks a captcha on every SMS send whenever captchas are on at all.
  const c = captcha.ok ? captcha.data : { login: 1, register: 1, find_password: 1 };
  return {
    title: pageTitle(request, 'member_security'),
    hasPassword: member.password === 1,
    mobile: member.mobile,
    hasPayPassword: account.ok && account.data.is_pay_password === 1,
    captchaOn: !!(c.login || c.register || c.find_password),
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function SecurityRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, hasPassword, mobile, hasPayPassword, captchaOn } = loaderData;
  const set = (on: boolean) => t(on ? 'memberCentre.isSet' : 'memberCentre.notSet');
  return (
    <MemberPage title={title}>
      <SecurityCard
        title={t('memberCentre.loginPassword')}
        text={t('memberCentre.loginPasswordText')}
        state={set(hasPassword)}
      >
        {(close) => <PasswordForm hasPassword={hasPassword} captchaOn={captchaOn} close={close} />}
      </SecurityCard>
      <SecurityCard
        title={t('memberCentre.mobileBinding')}
        text={t('memberCentre.mobileBindingText')}
        state={mobile || t('memberCentre.notBound')}
      >
        {(close) => <MobileForm captchaOn={captchaOn} close={close} />}
      </SecurityCard>
      <SecurityCard
        title={t('memberCentre.payPassword')}
        text={t('memberCentre.payPasswordText')}
        state={set(hasPayPassword)}
      >
        {(close) =>
          mobile ? (
            <PayPasswordForm close={close} />
          ) : (
            <p className="text-[13px] text-muted">{t('memberCentre.bindMobileFirst')}</p>
          )
        }
      </SecurityCard>
    </MemberPage>
  );
}
