import { verifyCheckIsVerifierEndpoint } from '@zay/contract';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { NotVerifier } from '~/features/trade/verification/not-verifier';
import { VerifyCodeForm, VerifySteps } from '~/features/trade/verification/verification-code-form';
import { serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { useTranslation } from '~/lib/translation';

/** The redemption desk (API-SHAPES-MORE §4): a shop's verifier enters the code a buyer shows. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const verifier = await serverApi(request, context)(verifyCheckIsVerifierEndpoint, {});
  return { title: pageTitle(request, 'member_verification'), isVerifier: verifier.ok };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function VerificationRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, isVerifier } = loaderData;
  if (!isVerifier) return <NotVerifier />;
  return (
    <div className="pb-10">
      <div className="mb-3 flex items-center justify-between">
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        <Link to="/member/verification_list" className="text-[13px] text-muted hover:text-brand">
          {t('verify.records')}
        </Link>
      </div>
      <section className="bg-white p-8">
        <VerifySteps step={1} />
        <VerifyCodeForm />
      </section>
    </div>
  );
}
