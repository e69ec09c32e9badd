import {
  addonsEndpoint,
  cityListEndpoint,
  citySiteListEndpoint,
  LANGS,
  regionListEndpoint,
  websiteByAddressEndpoint,
} from '@zay/contract';
import { data, redirect, type AppLoadContext } from 'react-router';
import type { CityGroup, CityOption } from '~/features/content/city/city-picker';
import { dataOr, serverApi } from '~/lib/api.server';
import { ALL_MYANMAR, cityCookie, requestCity } from '~/lib/city';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { assertSameOrigin } from '~/lib/same-origin.server';

/** /change_city: the city sites as popular cities, and every city grouped by state and region. */
export async function loadCityPicker(request: Request, context: AppLoadContext) {
  const lang = resolveLang(request);
  const call = serverApi(request, context, lang);
  const title = serverI18n(lang).t('pages.change_city');
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 50);
  const current = requestCity(request).regionId;
  const addons = await call(addonsEndpoint, {});
  if (addons.ok && !addons.data.city)
    return { title, enabled: false, query, current, popular: [], groups: [], errors: [] };
  const errors: string[] = [];
  // Searching finds a city by its name in any of the three languages.
  const [sites, states, ...named] = await Promise.all([
    call(citySiteListEndpoint, {}),
    call(regionListEndpoint, { pid: 0 }),
    ...LANGS.map((l) => serverApi(request, context, l)(cityListEndpoint, {})),
  ]);
  const cityLists = named.map((r) => dataOr(r, [], errors));
  const names = new Map<number, string[]>();
  for (const list of cityLists) for (const c of list) names.set(c.id, [...(names.get(c.id) ?? []), c.title]);
  const own = cityLists[LANGS.indexOf(lang)] ?? [];
  const groups: CityGroup[] = dataOr(states, [], errors)
    .map((s) => ({
      id: s.id,
      name: s.name,
      cities: own
        .filter((c) => c.pid === s.id)
        .map((c): CityOption => ({ id: c.id, title: c.title, names: names.get(c.id) ?? [c.title] })),
    }))
    .filter((g) => g.cities.length > 0);
  const popular: CityOption[] = dataOr(sites, [], errors).map((s) => ({
    id: s.site_area_id,
    title: s.site_area_name,
    names: [s.site_area_name, s.title],
  }));
  return { title, enabled: true, query, current, popular, groups, errors };
}

/** Remembers the chosen city (0: all Myanmar) with the city site serving it, then goes home. */
export async function chooseCity(request: Request, context: AppLoadContext) {
  assertSameOrigin(request);
  const form = await request.formData();
  const regionId = Number(form.get('region_id'));
  if (!Number.isSafeInteger(regionId) || regionId < 0) return data({ error: 'bad' as const }, { status: 400 });
  let chosen = ALL_MYANMAR;
  if (regionId > 0) {
    const site = await serverApi(request, context)(websiteByAddressEndpoint, { region_id: regionId });
    if (!site.ok) return data({ error: site.message }, { status: 502 });
    chosen = { websiteId: site.data.site_id, regionId };
  }
  throw redirect('/index', { headers: { 'Set-Cookie': cityCookie(chosen) } });
}
