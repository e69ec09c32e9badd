import { addressInfoEndpoint, regionListEndpoint } from '@zay/contract';
import { data } from 'react-router';
import type { Route } from './+types/address-edit';
import { MemberPage } from '~/components/layout/member-page';
import { AddressEditor } from '~/features/member/address/address-editor';
import { failureMeaning, serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';

/** `?id=N` edits the member's address N (another member's is not found); without it, a new address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).searchParams.get('id') ?? 0);
  const call = serverApi(request, context);
  const [info, regions] = await Promise.all([
    Number.isSafeInteger(id) && id > 0 ? call(addressInfoEndpoint, { id }) : null,
    call(regionListEndpoint, { pid: 0 }),
  ]);
  if (info && !info.ok) {
    const notFound = failureMeaning(info) === 'not-found' || failureMeaning(info) === 'invalid';
    throw data(null, { status: notFound ? 404 : 500 });
  }
  return {
    title: pageTitle(request, 'member_address_edit'),
    address: info?.data ?? null,
    provinces: regions.ok ? regions.data : [],
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function AddressEditRoute({ loaderData }: Route.ComponentProps) {
  const { title, address, provinces } = loaderData;
  return (
    <MemberPage title={title}>
      <div className="bg-white px-6 pb-6">
        <AddressEditor key={address?.id ?? 'new'} address={address} provinces={provinces} />
      </div>
    </MemberPage>
  );
}
