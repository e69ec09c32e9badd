import {
  cartAddEndpoint,
  collectAddEndpoint,
  collectDeleteEndpoint,
  message,
  shopSubscribeEndpoint,
  shopUnsubscribeEndpoint,
  type Endpoint,
} from '@zay/contract';
import { data, type AppLoadContext } from 'react-router';
import { isTokenError, type ApiResult } from '~/lib/api';
import { serverApi, type ServerApi } from '~/lib/api.server';
import { CATALOGUE_INTENTS, type CatalogueActionResult, type CatalogueIntent } from '~/lib/catalogue-action';
import { resolveLang } from '~/lib/lang';
import { assertSameOrigin } from '~/lib/same-origin.server';

const idOf = (form: FormData, key: string) => {
  const n = Number(form.get(key));
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

function answer(intent: CatalogueIntent, result: ApiResult<unknown>, success: string): CatalogueActionResult {
  if (!result.ok) {
    const needLogin = isTokenError(result) || result.error_code === 'TOKEN_NOT_EXIST';
    return { intent, ok: false, message: result.message, needLogin };
  }
  const count = result.data && typeof result.data === 'object' ? (result.data as Record<string, unknown>) : {};
  const n = count.sub_num ?? count.collect_num;
  return { intent, ok: true, message: success, count: typeof n === 'number' ? n : undefined };
}

/** What the API says on success: the endpoint's own message (FOLLOW_SUCCESS…) in the shopper's language. */
async function run(
  call: ServerApi,
  lang: ReturnType<typeof resolveLang>,
  intent: CatalogueIntent,
  endpoint: Endpoint,
  body: object,
): Promise<CatalogueActionResult> {
  const result = await call(endpoint, body as never);
  return answer(intent, result, message(lang, endpoint.message ?? 'SUCCESS'));
}

/** The writes of the goods and shop pages, posted by `useCatalogueAction`. */
export async function catalogueAction(request: Request, context: AppLoadContext): Promise<CatalogueActionResult> {
  assertSameOrigin(request);
  const form = await request.formData();
  const intent = form.get('intent') as CatalogueIntent;
  if (!CATALOGUE_INTENTS.includes(intent)) throw data(null, { status: 400 });
  const lang = resolveLang(request);
  const call = serverApi(request, context, lang);
  const site_id = idOf(form, 'site_id');
  const sku_id = idOf(form, 'sku_id');
  switch (intent) {
    case 'follow-shop':
      return run(call, lang, intent, shopSubscribeEndpoint, { site_id });
    case 'unfollow-shop':
      return run(call, lang, intent, shopUnsubscribeEndpoint, { site_id });
    case 'collect':
      return run(call, lang, intent, collectAddEndpoint, { sku_id });
    case 'uncollect':
      return run(call, lang, intent, collectDeleteEndpoint, { sku_id });
    case 'cart-add':
      return run(call, lang, intent, cartAddEndpoint, { sku_id, num: Math.trunc(Number(form.get('num'))) || 0 });
  }
}
