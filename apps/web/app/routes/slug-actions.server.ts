import {
  cartAddEndpoint,
  collectAddEndpoint,
  collectDeleteEndpoint,
  message,
  shopSubscribeEndpoint,
  shopUnsubscribeEndpoint,
  type BodyOf,
  type Endpoint,
  type Lang,
  type ResponseOf,
} from '@zay/contract';
import { data, redirect, type AppLoadContext } from 'react-router';
import { isSessionError } from '~/lib/api';
import { serverApi, type ServerApi } from '~/lib/api.server';
import { CATALOGUE_INTENTS, type CatalogueActionResult, type CatalogueIntent } from '~/lib/catalogue-action';
import { resolveLang } from '~/lib/lang';
import { loginPath } from '~/lib/safe-redirect';
import { assertSameOrigin } from '~/lib/same-origin.server';

const idOf = (form: FormData, key: string) => {
  const n = Number(form.get(key));
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/**
 * One write, typed from its endpoint: the body it takes and, from its answer, the follower count
 * (`count`). On success the message is the endpoint's own (FOLLOW_SUCCESS…) in the shopper's language.
 */
async function run<E extends Endpoint>(
  call: ServerApi,
  lang: Lang,
  intent: CatalogueIntent,
  endpoint: E,
  body: BodyOf<E>,
  count?: (data: ResponseOf<E>) => number,
): Promise<CatalogueActionResult> {
  const result = await call(endpoint, body);
  if (!result.ok) return { intent, ok: false, message: result.message, needLogin: isSessionError(result) };
  return { intent, ok: true, message: message(lang, endpoint.message ?? 'SUCCESS'), count: count?.(result.data) };
}

/**
 * The writes of the goods and shop pages, posted by `useCatalogueAction` or, before the page's
 * script runs, by the browser itself (ADR 095). A visitor or an ended session goes to the login
 * page, which comes back here: the script does the same.
 */
export async function catalogueAction(request: Request, context: AppLoadContext): Promise<CatalogueActionResult> {
  const result = await runCatalogueWrite(request, context);
  if (result.needLogin) throw redirect(loginPath(new URL(request.url).pathname));
  return result;
}

async function runCatalogueWrite(request: Request, context: AppLoadContext): Promise<CatalogueActionResult> {
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
      return run(call, lang, intent, shopSubscribeEndpoint, { site_id }, (d) => d.sub_num);
    case 'unfollow-shop':
      return run(call, lang, intent, shopUnsubscribeEndpoint, { site_id }, (d) => d.sub_num);
    case 'collect':
      return run(call, lang, intent, collectAddEndpoint, { sku_id }, (d) => d.collect_num);
    case 'uncollect':
      return run(call, lang, intent, collectDeleteEndpoint, { sku_id }, (d) => d.collect_num);
    case 'cart-add':
      return run(call, lang, intent, cartAddEndpoint, { sku_id, num: Math.trunc(Number(form.get('num'))) || 0 });
  }
}
