import { CATEGORIES } from './categories-data';
import { SHOP_LEVELS } from './interface-text';
import { bannerSvg, logoSvg } from './image-templates';
import type { ImageSet } from './images';
import { at, cyclic, type Random } from './random';
import { CITY_ADDRESSES, SHOP_PREFIXES, SHOP_TRADES, SHOPS, type City, type ShopDef } from './shops-data';

export interface ShopCategoryPlan {
  name: string;
  /** Goods of a top category `t` or a mid category `t:m` listed here fall in this shop category. */
  children: { name: string; keys: string[] }[];
}

export interface ShopPlan extends ShopDef {
  logo: string;
  banner: string;
  credits: [number, number, number];
  /** How many reviews the credits stand for, so a new one moves them by its weight. */
  reviewsBehind: number;
  shopCredit: number;
  sales: number;
  followers: number;
  workingTime: string;
  levelName: string;
  createTime: number;
  shopCategories: ShopCategoryPlan[];
}

const LEVELS = SHOP_LEVELS;
const HOURS = ['09:00 - 21:00', '08:30 - 20:30', '10:00 - 22:00', '09:00 - 18:00'];
const EXTRA_CITIES: City[] = ['Yangon', 'Yangon', 'Mandalay', 'Yangon', 'Naypyidaw', 'Mandalay', 'Taunggyi', 'Yangon'];

function categoriesFromTops(tops: number[]): ShopCategoryPlan[] {
  const perTop = tops.length > 1 ? 2 : 3;
  return tops.slice(0, 2).map((t) => {
    const top = at(CATEGORIES, t);
    return {
      name: top.mm,
      children: top.mids.slice(0, perTop).map((mid, m) => ({ name: mid.mm, keys: [`${t}:${m}`] })),
    };
  });
}

function generatedShop(k: number, taken: Set<string>, rng: Random): ShopDef {
  const tops = rng.chance(0.3) ? [k % 12, (k + 5) % 12] : [k % 12];
  const city = cyclic(EXTRA_CITIES, k);
  const where = CITY_ADDRESSES[city];
  let name = `${cyclic(SHOP_PREFIXES, k)} ${cyclic(SHOP_TRADES, at(tops, 0))}`;
  if (taken.has(name)) name = `${name} ${city}`;
  taken.add(name);
  const top = at(CATEGORIES, at(tops, 0));
  return {
    name,
    city,
    tops,
    tagline: top.en,
    township: rng.pick(where.townships),
    address: `No. ${rng.int(1, 350)}, ${rng.pick(where.streets)}`,
    telephone: `09 ${rng.int(250, 799)} ${rng.int(100, 999)} ${rng.int(100, 999)}`,
    latLng: [where.latLng[0] + (rng.next() - 0.5) * 0.05, where.latLng[1] + (rng.next() - 0.5) * 0.05],
    mainBusiness: top.mm,
    description: `${name} — ${top.mm} အရည်အသွေးကောင်း ပစ္စည်းများကို ဈေးနှုန်းသင့်တင့်စွာ ရောင်းချပါသည်။`,
  };
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

function planShop(def: ShopDef, index: number, rng: Random, images: ImageSet, now: number): ShopPlan {
  const hue = (index * 47 + 12) % 360;
  const icons = def.tops.slice(0, 3).map((t) => at(CATEGORIES, t).icon);
  const credit = () => Math.round((4.2 + rng.next() * 0.8) * 100) / 100;
  const plan: Omit<ShopPlan, 'reviewsBehind'> = {
    ...def,
    logo: images.add('shop-logo', `shop-${index + 1}`, [200, 200], () => logoSvg(200, 200, hue, initials(def.name)), {
      shop: index,
    }),
    banner: images.add(
      'shop-banner',
      `shop-${index + 1}`,
      [1200, 300],
      () => bannerSvg(1200, 300, hue, index + 7, def.name, def.tagline, icons),
      { shop: index },
    ),
    credits: [credit(), credit(), credit()],
    shopCredit: rng.int(300, 6000),
    sales: rng.int(500, 80_000),
    followers: rng.int(120, 25_000),
    workingTime: rng.pick(HOURS),
    levelName: def.isOwn ? at(LEVELS, 0) : rng.pick(LEVELS),
    createTime: now - rng.int(100, 900) * 86_400,
    shopCategories: def.categories
      ? def.categories.map((c) => ({
          name: c.name,
          children: c.children.map((ch) => ({ name: ch.name, keys: ch.tops.map(String) })),
        }))
      : categoriesFromTops(def.tops),
  };
  return { ...plan, reviewsBehind: Math.max(10, Math.floor(plan.sales / 40)) };
}

export function planShops(count: number, rng: Random, images: ImageSet, now: number): ShopPlan[] {
  const defs: ShopDef[] = [...SHOPS];
  const taken = new Set(defs.map((d) => d.name));
  for (let k = 0; defs.length < count; k++) defs.push(generatedShop(k, taken, rng));
  return defs.map((def, i) => planShop(def, i, rng, images, now));
}
