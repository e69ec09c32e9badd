import { message, verifyEndpoint, verifyInfoEndpoint } from '@zay/contract';
import { TicketX } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { PRIMARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { VerifySteps } from '~/features/trade/verification/verification-code-form';
import { VerifyDetail, type VerifyResult } from '~/features/trade/verification/verification-detail';
import { serverApi } from '~/lib/api.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { useTranslation } from '~/lib/translation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const title = pageTitle(request, 'member_verification_detail');
  const deskTitle = pageTitle(request, 'member_verification');
  const code = new URL(request.url).searchParams.get('code') ?? '';
  const result = await serverApi(request, context)(verifyInfoEndpoint, { verify_code: code });
  return result.ok
    ? { title, deskTitle, row: result.data, message: '' }
    : { title, deskTitle, row: null, message: result.message };
}

/** Uses the code; the answer's message becomes the toast. */
export async function action({ request, context }: Route.ActionArgs): Promise<VerifyResult> {
  assertSameOrigin(request);
  const code = (await request.formData()).get('code');
  const lang = resolveLang(request);
  const result = await serverApi(request, context, lang)(verifyEndpoint, { verify_code: String(code ?? '') });
  return result.ok
    ? { ok: true, message: message(lang, verifyEndpoint.message ?? 'SUCCESS') }
    : { ok: false, message: result.message };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function VerificationDetailRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, deskTitle, row, message: failure } = loaderData;
  return (
    <div className="pb-10">
      <Breadcrumbs items={[{ label: deskTitle, to: '/member/verification' }, { label: title }]} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        <VerifySteps step={2} />
      </div>
      {row ? (
        <VerifyDetail row={row} />
      ) : (
        <StatusPanel icon={TicketX} title={t('verify.cannotRedeem')} description={failure} compact>
          <Link to="/member/verification" className={PRIMARY_BUTTON}>
            {t('verify.back')}
          </Link>
        </StatusPanel>
      )}
    </div>
  );
}
