import { bundlingDetailEndpoint, MEANING_STATUS } from '@zay/contract';
import { data, type AppLoadContext } from 'react-router';
import { toComboView } from '~/features/promotion/combo/combo-views';
import { failureMeaning, serverApi } from '~/lib/api.server';

/** A combo package (bundling/detail); unknown → 404; without the addon, says so. */
export async function loadCombo(request: Request, context: AppLoadContext, id: number) {
  const answer = await serverApi(request, context)(bundlingDetailEndpoint, { bl_id: id });
  if (answer.ok) return { combo: toComboView(answer.data), missing: false };
  if (answer.error_code === 'BUNDLING_PLUGIN_NOT_INSTALLED') return { combo: null, missing: true };
  const meaning = failureMeaning(answer);
  if (meaning === 'not-found' || meaning === 'invalid') throw data(null, { status: MEANING_STATUS['not-found'] });
  throw data({ message: answer.message }, { status: 502 });
}
