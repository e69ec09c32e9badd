import { randomBytes } from 'node:crypto';
import {
  DECORATE_PREVIEW_SEC,
  FLOOR_STYLE_SLOTS,
  linkText,
  type Adv,
  type DecorateFloor,
  type DecoratePreview,
  type DecorateState,
  type Decoration,
  type FloorStyle,
  type FriendlyLink,
  type Lang,
  type NavItem,
} from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import type { StaffScope } from '../../../lib/staff-scope';
import { saveTranslation, siteConfig, storedTranslations, updateConfig, type Audit } from '../../site';
import * as repo from './decorate.repository';
import { expandFloors, translateFloors } from './floors.service';

/*
 * The platform's decoration of the home page and the chrome (issue 31, ADR 104). The console
 * edits a draft — the whole decoration as one JSON row — that shoppers never see but through a
 * preview token; publishing writes it into the storefront's own rows (adv, nav, friendly_link,
 * floor, the search-word settings and their translations) in one transaction, logs the before
 * and after, and the route tells every process's caches (`contentChanged`, ADR 094).
 */

/** The platform's site: drafts are per site, the platform decorates site 0. */
const PLATFORM_SITE = 0;

type Fields = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A stored link (`{"url": …}` or a plain path) as the console edits it: the address itself. */
function linkOf(stored: string): string {
  const link = linkText.decode(stored);
  if (link === undefined) return stored;
  return typeof link === 'string' ? link : link.url;
}

/** The goods and category slots the console edits, per floor style: the style's first of each. */
function editedSlots(style: FloorStyle): { goods?: string; category?: string } {
  const slots = Object.entries(FLOOR_STYLE_SLOTS[style]);
  return {
    goods: slots.find(([, kind]) => kind === 'goods')?.[0],
    category: slots.find(([, kind]) => kind === 'category')?.[0],
  };
}

type Slot = { type: string; value: Record<string, unknown> };
function parseSlots(value: string): Record<string, Slot> {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, Slot>) : {};
  } catch {
    return {};
  }
}
const idList = (slot: Slot | undefined, key: string): number[] => {
  const ids = slot?.value?.[key];
  return Array.isArray(ids) ? ids.filter((n): n is number => Number.isInteger(n) && n > 0) : [];
};

/** Three-language maps of a kind's stored translations. */
async function translations(ctx: RequestContext, kind: Parameters<typeof storedTranslations>[1], refs: number[]) {
  const [zh, en] = await Promise.all([
    storedTranslations(ctx, kind, refs, 'zh-cn'),
    storedTranslations(ctx, kind, refs, 'en-us'),
  ]);
  return (ref: number | string, field: string) => ({
    zh: str(zh.get(String(ref))?.[field]),
    en: str(en.get(String(ref))?.[field]),
  });
}

/** The decoration shoppers see now, as the console edits it. */
export async function publishedDecoration(ctx: RequestContext): Promise<Decoration> {
  const [adverts, nav, links, floors, hot, dflt] = await Promise.all([
    repo.listAllAdverts(ctx.db),
    repo.listAllNav(ctx.db),
    repo.listAllLinks(ctx.db),
    repo.listAllFloors(ctx.db),
    siteConfig(ctx.db, 'hot_search_words'),
    siteConfig(ctx.db, 'default_search_words'),
  ]);
  const [advT, navT, linkT, floorT, configT] = await Promise.all([
    translations(
      ctx,
      'adv',
      adverts.map((a) => a.adv_id),
    ),
    translations(
      ctx,
      'nav',
      nav.map((n) => n.id),
    ),
    translations(
      ctx,
      'friendly_link',
      links.map((l) => l.id),
    ),
    translations(
      ctx,
      'floor',
      floors.map((f) => f.id),
    ),
    (async () => {
      const [zh, en] = await Promise.all(
        (['zh-cn', 'en-us'] as const).map((lang) =>
          storedTranslations(ctx, 'config', ['hot_search_words', 'default_search_words'], lang),
        ),
      );
      return (key: string) => ({ zh: str(zh?.get(key)?.words), en: str(en?.get(key)?.words) });
    })(),
  ]);
  const hotT = configT('hot_search_words');
  const defaultT = configT('default_search_words');
  return {
    adverts: adverts.map((a) => {
      const title = advT(a.adv_id, 'adv_title');
      const image = advT(a.adv_id, 'adv_image');
      return {
        adv_id: a.adv_id,
        ap_id: a.ap_id,
        title_mm: a.adv_title,
        title_zh: title.zh,
        title_en: title.en,
        image: a.adv_image,
        image_zh: image.zh,
        image_en: image.en,
        url: linkOf(a.adv_url),
        background: a.background,
        state: a.state ? 1 : 0,
        start_time: a.start_time,
        end_time: a.end_time,
      };
    }),
    nav: nav.map((n) => {
      const title = navT(n.id, 'nav_title');
      return {
        id: n.id,
        title_mm: n.nav_title,
        title_zh: title.zh,
        title_en: title.en,
        url: linkOf(n.nav_url),
        is_blank: n.is_blank ? 1 : 0,
        is_show: n.is_show ? 1 : 0,
      };
    }),
    links: links.map((l) => {
      const title = linkT(l.id, 'link_title');
      return {
        id: l.id,
        title_mm: l.link_title,
        title_zh: title.zh,
        title_en: title.en,
        url: l.link_url,
        is_blank: l.is_blank ? 1 : 0,
        is_show: l.is_show ? 1 : 0,
      };
    }),
    words: {
      hot_mm: hot.words,
      hot_zh: hotT.zh,
      hot_en: hotT.en,
      default_mm: dflt.words,
      default_zh: defaultT.zh,
      default_en: defaultT.en,
    },
    floors: floors.map((f) => {
      const style = (f.block_name in FLOOR_STYLE_SLOTS ? f.block_name : 'floor-style-1') as FloorStyle;
      const slots = parseSlots(f.value);
      const names = editedSlots(style);
      const title = floorT(f.id, 'title');
      return {
        id: f.id,
        title_mm: f.title,
        title_zh: title.zh,
        title_en: title.en,
        block_name: style,
        state: f.state ? 1 : 0,
        goods_ids: names.goods ? idList(slots[names.goods], 'goodsIds') : [],
        category_ids: names.category ? idList(slots[names.category], 'categoryIds') : [],
      };
    }),
  };
}

async function state(ctx: RequestContext): Promise<DecorateState> {
  const [draft, positions] = await Promise.all([repo.findDraft(ctx.db, PLATFORM_SITE), repo.listPositions(ctx.db)]);
  if (!draft)
    return {
      decoration: await publishedDecoration(ctx),
      draft: 0,
      positions,
      preview_token: '',
      preview_expires: 0,
    };
  return {
    decoration: JSON.parse(draft.value) as Decoration,
    draft: 1,
    positions,
    preview_token: draft.preview_expires > ctx.now() ? draft.preview_token : '',
    preview_expires: draft.preview_expires,
  };
}

export const decorateState = (ctx: RequestContext) => state(ctx);

/** Refuses ids the published rows do not have (a row deleted since the page loaded) and unknown positions. */
async function checkIds(ctx: RequestContext, d: Decoration) {
  const [positions, live] = await Promise.all([repo.listPositions(ctx.db), publishedDecoration(ctx)]);
  const known = (list: { id?: number; adv_id?: number }[]) => new Set(list.map((x) => x.adv_id ?? x.id ?? 0));
  const apIds = new Set(positions.map((p) => p.ap_id));
  if (d.adverts.some((a) => !apIds.has(a.ap_id))) throw new AppError('DECORATE_POSITION_NOT_FOUND');
  const sets: [{ id?: number; adv_id?: number }[], Set<number>][] = [
    [d.adverts, known(live.adverts)],
    [d.nav, known(live.nav)],
    [d.links, known(live.links)],
    [d.floors, known(live.floors)],
  ];
  for (const [items, ids] of sets) {
    const seen = new Set<number>();
    for (const item of items) {
      const id = item.adv_id ?? item.id ?? 0;
      if (id === 0) continue;
      if (!ids.has(id) || seen.has(id)) throw new AppError('DECORATE_ITEM_NOT_FOUND');
      seen.add(id);
    }
  }
  return live;
}

/** The sections whose value differs, before and after, for the action log. */
function changedSections(before: Decoration, after: Decoration) {
  const keys = (Object.keys(after) as (keyof Decoration)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/** Saves the whole draft with a fresh preview token; shoppers see nothing of it. */
export async function saveDecorateDraft(
  ctx: RequestContext,
  staff: StaffScope,
  decoration: Decoration,
  audit: Audit,
): Promise<DecorateState> {
  return withTransaction(ctx, async (tx) => {
    await checkIds(tx, decoration);
    const before = (await state(tx)).decoration;
    await repo.saveDraft(tx.db, {
      site_id: PLATFORM_SITE,
      value: JSON.stringify(decoration),
      preview_token: randomBytes(24).toString('base64url'),
      preview_expires: tx.now() + DECORATE_PREVIEW_SEC,
      staff_id: staff.id,
      update_time: tx.now(),
    });
    await audit(tx, { action: 'decorate.save', ...changedSections(before, decoration) });
    return state(tx);
  });
}

export async function discardDecorateDraft(ctx: RequestContext, audit: Audit): Promise<DecorateState> {
  return withTransaction(ctx, async (tx) => {
    // Nothing to throw away is not a failure: the console shows the published decoration either way.
    const draft = await repo.findDraft(tx.db, PLATFORM_SITE);
    if (draft && (await repo.deleteDraft(tx.db, PLATFORM_SITE)))
      await audit(tx, { action: 'decorate.discard', before: JSON.parse(draft.value) as unknown });
    return state(tx);
  });
}

/** Writes one translated text set: '' fields fall back to Burmese on the storefront. */
async function translate(
  ctx: RequestContext,
  kind: 'adv' | 'nav' | 'friendly_link',
  id: number,
  zh: Fields,
  en: Fields,
) {
  await saveTranslation(ctx, kind, id, 'zh-cn', zh);
  await saveTranslation(ctx, kind, id, 'en-us', en);
}

/** A floor's stored slots with the console's goods and categories in the style's slots. */
function floorValue(stored: string, floor: DecorateFloor): string {
  const slots = parseSlots(stored);
  const names = editedSlots(floor.block_name);
  if (names.goods) slots[names.goods] = { type: 'goods', value: { goodsIds: floor.goods_ids } };
  if (names.category) slots[names.category] = { type: 'category', value: { categoryIds: floor.category_ids } };
  return JSON.stringify(slots);
}

/**
 * Publishes the draft: every published row is updated, added or removed to match it, in one
 * transaction with its log entry; the draft is gone afterwards. The route then clears the caches.
 */
export async function publishDecoration(ctx: RequestContext, audit: Audit): Promise<DecorateState> {
  return withTransaction(ctx, async (tx) => {
    const draft = await repo.findDraft(tx.db, PLATFORM_SITE);
    if (!draft || !(await repo.deleteDraft(tx.db, PLATFORM_SITE))) throw new AppError('DECORATE_NO_DRAFT');
    const d = JSON.parse(draft.value) as Decoration;
    const live = await checkIds(tx, d);
    const { db } = tx;
    // Removes the published rows the draft no longer has, with their translations.
    const removeGone = async (
      kind: string,
      liveIds: number[],
      kept: number[],
      remove: (db: typeof tx.db, ids: number[]) => Promise<void>,
    ) => {
      const ids = liveIds.filter((id) => !kept.includes(id));
      await remove(db, ids);
      await repo.deleteTranslationsOf(db, kind, ids);
    };

    const sortIn = new Map<number, number>();
    for (const a of d.adverts) {
      const slide_sort = (sortIn.get(a.ap_id) ?? 0) + 1;
      sortIn.set(a.ap_id, slide_sort);
      const row = {
        ap_id: a.ap_id,
        adv_title: a.title_mm,
        adv_url: a.url ? linkText.encode({ url: a.url }) : '',
        adv_image: a.image,
        background: a.background,
        state: a.state,
        start_time: a.start_time,
        end_time: a.end_time,
        slide_sort,
      };
      const id = a.adv_id || (await repo.insertAdvert(db, row));
      if (a.adv_id) await repo.updateAdvert(db, id, row);
      await translate(
        tx,
        'adv',
        id,
        { adv_title: a.title_zh, adv_image: a.image_zh },
        { adv_title: a.title_en, adv_image: a.image_en },
      );
    }
    await removeGone(
      'adv',
      live.adverts.map((a) => a.adv_id),
      d.adverts.map((a) => a.adv_id),
      repo.deleteAdverts,
    );

    for (const [i, n] of d.nav.entries()) {
      const row = {
        nav_title: n.title_mm,
        nav_url: linkText.encode({ url: n.url }),
        sort: i + 1,
        is_blank: n.is_blank,
        is_show: n.is_show,
      };
      const id = n.id || (await repo.insertNav(db, row, tx.now()));
      if (n.id) await repo.updateNav(db, id, row);
      await translate(tx, 'nav', id, { nav_title: n.title_zh }, { nav_title: n.title_en });
    }
    await removeGone(
      'nav',
      live.nav.map((n) => n.id),
      d.nav.map((n) => n.id),
      repo.deleteNav,
    );

    for (const [i, l] of d.links.entries()) {
      const row = {
        link_title: l.title_mm,
        link_url: l.url,
        link_sort: i + 1,
        is_blank: l.is_blank,
        is_show: l.is_show,
      };
      const id = l.id || (await repo.insertLink(db, row));
      if (l.id) await repo.updateLink(db, id, row);
      await translate(tx, 'friendly_link', id, { link_title: l.title_zh }, { link_title: l.title_en });
    }
    await removeGone(
      'friendly_link',
      live.links.map((l) => l.id),
      d.links.map((l) => l.id),
      repo.deleteLinks,
    );

    const w = d.words;
    for (const [key, mm, zh, en] of [
      ['hot_search_words', w.hot_mm, w.hot_zh, w.hot_en],
      ['default_search_words', w.default_mm, w.default_zh, w.default_en],
    ] as const) {
      await updateConfig(db, key, (stored) => ({ ...stored, words: mm }));
      await saveTranslation(tx, 'config', key, 'zh-cn', { words: zh });
      await saveTranslation(tx, 'config', key, 'en-us', { words: en });
    }

    const storedFloors = new Map((await repo.listAllFloors(db)).map((f) => [f.id, f]));
    const floorT = await Promise.all(
      (['zh-cn', 'en-us'] as const).map((lang) =>
        storedTranslations(
          tx,
          'floor',
          d.floors.map((f) => f.id),
          lang,
        ),
      ),
    );
    for (const [i, f] of d.floors.entries()) {
      const row = {
        title: f.title_mm,
        block_name: f.block_name,
        value: floorValue(storedFloors.get(f.id)?.value ?? '{}', f),
        state: f.state,
        sort: i + 1,
      };
      const id = f.id || (await repo.insertFloor(db, row));
      if (f.id) await repo.updateFloor(db, id, row);
      // A floor's translation also holds its text slots (`texts`), which the console leaves alone.
      for (const [k, lang] of (['zh-cn', 'en-us'] as const).entries()) {
        const kept = floorT[k]?.get(String(f.id)) ?? {};
        await saveTranslation(tx, 'floor', id, lang, { ...kept, title: lang === 'zh-cn' ? f.title_zh : f.title_en });
      }
    }
    await removeGone(
      'floor',
      live.floors.map((f) => f.id),
      d.floors.map((f) => f.id),
      repo.deleteFloors,
    );

    const after = await publishedDecoration(tx);
    await audit(tx, { action: 'decorate.publish', ...changedSections(live, after) });
    return state(tx);
  });
}

/** The text of `lang`, Burmese where the translation is empty. */
function pick(lang: Lang, mm: string, zh: string, en: string): string {
  const t = lang === 'zh-cn' ? zh : lang === 'en-us' ? en : '';
  return t.trim() ? t : mm;
}

/**
 * The storefront's answers built from the draft a preview token opens, in the request's
 * language: what shoppers will see once it is published (adverts in their windows now).
 */
export async function decoratePreview(ctx: RequestContext, token: string): Promise<DecoratePreview> {
  const draft = await repo.findDraftByToken(ctx.db, token, ctx.now());
  if (!draft) throw new AppError('DECORATE_PREVIEW_EXPIRED');
  const d = JSON.parse(draft.value) as Decoration;
  const lang = ctx.lang;
  const now = ctx.now();
  const keywords = new Map((await repo.listPositions(ctx.db)).map((p) => [p.ap_id, p.keyword]));
  const adverts: Record<string, Adv[]> = {};
  for (const [i, a] of d.adverts.entries()) {
    const keyword = keywords.get(a.ap_id);
    const inWindow = a.start_time <= now && (a.end_time === 0 || a.end_time > now);
    if (!keyword || !a.state || !inWindow) continue;
    const list = (adverts[keyword] ??= []);
    list.push({
      adv_id: a.adv_id || -(i + 1),
      adv_title: pick(lang, a.title_mm, a.title_zh, a.title_en),
      adv_url: a.url ? linkText.encode({ url: a.url }) : '',
      adv_image: pick(lang, a.image, a.image_zh, a.image_en),
      slide_sort: list.length + 1,
      background: a.background,
    });
  }
  const nav: NavItem[] = d.nav
    .filter((n) => n.is_show)
    .map((n, i) => ({
      id: n.id || -(i + 1),
      nav_title: pick(lang, n.title_mm, n.title_zh, n.title_en),
      nav_url: linkText.encode({ url: n.url }),
      sort: i + 1,
      is_blank: n.is_blank,
      nav_icon: '',
      is_show: 1,
    }));
  const links: FriendlyLink[] = d.links
    .filter((l) => l.is_show)
    .map((l, i) => ({
      id: l.id || -(i + 1),
      link_title: pick(lang, l.title_mm, l.title_zh, l.title_en),
      link_url: l.url,
      link_pic: '',
      link_sort: i + 1,
      is_blank: l.is_blank,
    }));
  const storedFloors = new Map((await repo.listAllFloors(ctx.db)).map((f) => [f.id, f]));
  const shown = d.floors.filter((f) => f.state);
  const translated = await translateFloors(
    ctx,
    shown.map((f, i) => ({
      id: f.id || -(i + 1),
      title: f.title_mm,
      block_name: f.block_name,
      block_title: storedFloors.get(f.id)?.block_title ?? '',
      value: floorValue(storedFloors.get(f.id)?.value ?? '{}', f),
    })),
  );
  const floors = (await expandFloors(ctx, translated)).map((floor, i) => {
    const f = shown[i];
    return f ? { ...floor, title: pick(lang, f.title_mm, f.title_zh, f.title_en) } : floor;
  });
  const w = d.words;
  return {
    adverts,
    nav,
    friendly_links: links,
    hot_search_words: pick(lang, w.hot_mm, w.hot_zh, w.hot_en),
    default_search_words: pick(lang, w.default_mm, w.default_zh, w.default_en),
    floors,
  };
}
