import { z } from 'zod';
import { jsonText } from '../../common/json-text';

// The storefront's chrome as the layout call answers it: adverts, menus, footer links and help,
// shop services and the category tree (see `layoutSchema` in site.schemas.ts).

const flag = z.number().int();

/** A link target (`nav_url`, `adv_url`): `{"url": "/list"}`, or the path itself as a JSON string. */
export const linkText = jsonText(z.union([z.looseObject({ url: z.string() }), z.string()]));

export const advSchema = z.object({
  adv_id: z.number().int(),
  adv_title: z.string(),
  adv_url: linkText.wire,
  adv_image: z.string(),
  slide_sort: z.number().int(),
  background: z.string(),
});
export type Adv = z.infer<typeof advSchema>;
export const advDetailSchema = z.object({
  adv_position: z
    .object({
      ap_id: z.number().int(),
      keyword: z.string(),
      ap_name: z.string(),
      ap_width: z.number().int(),
      ap_height: z.number().int(),
      background: z.string(),
    })
    .nullable(),
  adv_list: z.array(advSchema),
});
export type AdvDetail = z.infer<typeof advDetailSchema>;

export const shopServiceSchema = z.object({
  id: z.number().int(),
  service_name: z.string(),
  desc: z.string(),
  icon: z.string(),
});
export type ShopService = z.infer<typeof shopServiceSchema>;

export const friendlyLinkSchema = z.object({
  id: z.number().int(),
  link_title: z.string(),
  link_url: z.string(),
  link_pic: z.string(),
  link_sort: z.number().int(),
  is_blank: flag,
});
export type FriendlyLink = z.infer<typeof friendlyLinkSchema>;

export const navItemSchema = z.object({
  id: z.number().int(),
  nav_title: z.string(),
  nav_url: linkText.wire,
  sort: z.number().int(),
  is_blank: flag,
  nav_icon: z.string(),
  is_show: flag,
});
export type NavItem = z.infer<typeof navItemSchema>;

export interface CategoryNode {
  category_id: number;
  category_name: string;
  category_name1: string;
  category_name2: string;
  short_name: string;
  pid: number;
  level: number;
  image: string;
  image_adv: string;
  category_id_1: number;
  category_id_2: number;
  category_id_3: number;
  sort: number;
  child_list?: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    category_id: z.number().int(),
    category_name: z.string(),
    category_name1: z.string(),
    category_name2: z.string(),
    short_name: z.string(),
    pid: z.number().int(),
    level: z.number().int(),
    image: z.string(),
    image_adv: z.string(),
    category_id_1: z.number().int(),
    category_id_2: z.number().int(),
    category_id_3: z.number().int(),
    sort: z.number().int(),
    child_list: z.array(categoryNodeSchema).optional(),
  }),
);

export const helpClassSchema = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  child_list: z.array(z.object({ id: z.number().int(), title: z.string(), link_address: z.string() })),
});
export type HelpClass = z.infer<typeof helpClassSchema>;
