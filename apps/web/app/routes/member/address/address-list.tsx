import { addressPageEndpoint, ADDRESS_MAX } from '@zay/contract';
import type { Route } from './+types/address-list';
import { MemberPage } from '~/components/layout/member-page';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { AddressList } from '~/features/member/address/address-list';
import { dataOr, serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const errors: string[] = [];
  const page = await serverApi(request, context)(addressPageEndpoint, { page: 1, page_size: ADDRESS_MAX });
  const addresses = dataOr(page, { list: [], count: 0, page_count: 1 }, errors).list;
  return { title: pageTitle(request, 'member_delivery_address'), addresses, errors };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function AddressListRoute({ loaderData }: Route.ComponentProps) {
  const { title, addresses, errors } = loaderData;
  return (
    <MemberPage title={title}>
      <AddressList addresses={addresses} />
      <LoadErrorToasts errors={errors} />
    </MemberPage>
  );
}
