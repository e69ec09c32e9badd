import { Workbench } from '~/features/chat/workbench/workbench';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import type { Route } from './+types/route';
import { requireServicer } from './servicer.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const servicer = await requireServicer(request, context);
  return { servicer, title: serverI18n(resolveLang(request)).t('servicer.title') };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/servicer`: the shop's customer-service workbench (login needed: the servicer's own session). */
export default function ServicerRoute({ loaderData }: Route.ComponentProps) {
  return <Workbench servicer={loaderData.servicer} />;
}
