import {
  SHIP_WITHIN_HOURS,
  type CategoryConfig,
  type Copyright,
  type DefaultImages,
  type HelpClass,
  type Lang,
  type ServicerConfig,
  type ShopService,
  type SiteInfo,
} from '@zay/contract';
import { useRouteLoaderData } from 'react-router';
import type { MemberSummary } from './session';

export interface CategoryItem {
  id: number;
  name: string;
  level: number;
  image: string;
  children: CategoryItem[];
}

export interface LinkItem {
  id: number;
  title: string;
  url: string;
  blank: boolean;
  image?: string;
}

export interface AdvItem {
  id: number;
  title: string;
  image: string;
  url: string;
  background: string;
}

export interface AdvSlot {
  width: number;
  height: number;
  list: AdvItem[];
}

/** Everything the page chrome needs, loaded once per document by the root loader. */
export interface LayoutData {
  lang: Lang;
  origin: string;
  site: SiteInfo;
  copyright: Copyright | null;
  defaultImages: DefaultImages | null;
  wapQrcode: string;
  servicer: ServicerConfig;
  cartCount: number;
  categoryConfig: CategoryConfig;
  categories: CategoryItem[];
  nav: LinkItem[];
  hotWords: string[];
  defaultWord: string;
  friendlyLinks: LinkItem[];
  helpClasses: HelpClass[];
  shopServices: ShopService[];
  topBanner: AdvItem | null;
  /** Titles for pages whose own loader failed; meta functions have no translator of their own. */
  labels: { notFound: string; error: string };
  /** Server messages of failed loads that SPEC §8 wants shown in a toast. */
  errors: string[];
  /** The city sites addon and the shopper's city (ADR 067): `title` '' is all Myanmar. */
  city: { enabled: boolean; title: string; value: string };
  /** The logged-in member, or null for a visitor. */
  member: MemberSummary | null;
}

export const DEFAULT_SITE_TITLE = 'Zay';

export function useLayoutData(): LayoutData | undefined {
  return useRouteLoaderData('root') as LayoutData | undefined;
}

/** The site's one shipping promise, hours after payment (issue 35 §7): its setting, else SPEC's 2. */
export function useShipWithinHours(): number {
  return useLayoutData()?.site.ship_within_hours ?? SHIP_WITHIN_HOURS;
}
