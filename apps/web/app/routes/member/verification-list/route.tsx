import { VERIFY_TYPES, verifyListsEndpoint, verifyTypesEndpoint, type VerifyType } from '@zay/contract';
import type { Route } from './+types/route';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { NotVerifier } from '~/features/trade/verification/not-verifier';
import { VerifyRecords } from '~/features/trade/verification/verification-records';
import { dataOr, serverApi } from '~/lib/api.server';
import { resolveLang } from '~/lib/lang';
import { serverI18n } from '~/lib/i18n.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageFrom } from '~/lib/page-query';
import { pageTitle } from '~/lib/page-title.server';

const PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const asked = params.get('verify_type');
  const type = VERIFY_TYPES.includes(asked as VerifyType) ? (asked as VerifyType) : 'all';
  const page = pageFrom(request);
  const call = serverApi(request, context);
  const [types, records] = await Promise.all([
    call(verifyTypesEndpoint, {}),
    call(verifyListsEndpoint, { verify_type: type, page, page_size: PAGE_SIZE }),
  ]);
  const errors: string[] = [];
  const named = dataOr(types, { pickup: { name: '' }, virtualgoods: { name: '' } }, errors);
  const all = serverI18n(resolveLang(request)).t('verify.tab_all');
  return {
    title: pageTitle(request, 'member_verification_list'),
    isVerifier: records.ok || records.error_code !== 'VERIFIER_NOT_FOUND',
    tabs: [{ type: 'all', name: all }, ...VERIFY_TYPES.map((k) => ({ type: k, name: named[k].name }))],
    type,
    page,
    rows: records.ok ? records.data.list : [],
    pageCount: records.ok ? records.data.page_count : 1,
    errors: records.ok || records.error_code === 'VERIFIER_NOT_FOUND' ? errors : [...errors, records.message],
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function VerificationListRoute({ loaderData }: Route.ComponentProps) {
  const { title, isVerifier, tabs, type, page, rows, pageCount, errors } = loaderData;
  if (!isVerifier) return <NotVerifier />;
  return (
    <div className="pb-10">
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      <VerifyRecords tabs={tabs} current={type} rows={rows} page={page} pageCount={pageCount} />
      <LoadErrorToasts errors={errors} />
    </div>
  );
}
