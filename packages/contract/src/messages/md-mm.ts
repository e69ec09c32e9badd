import type { MessageKey } from './en-us';
import { common } from './md-mm/common';
import { site } from './md-mm/site';
import { member } from './md-mm/member';
import { staff } from './md-mm/staff';
import { shop } from './md-mm/shop';
import { catalog } from './md-mm/catalog';
import { goodsImport } from './md-mm/goods-import';
import { content } from './md-mm/content';
import { payment } from './md-mm/payment';
import { money } from './md-mm/money';
import { trade } from './md-mm/trade';
import { promotion } from './md-mm/promotion';
import { aftersale } from './md-mm/aftersale';
import { chat } from './md-mm/chat';
import { upload } from './md-mm/upload';

/**
 * API messages in Burmese, Unicode Myanmar script (not Zawgyi). Numbers use Western digits,
 * like the prices and the `{min}`/`{max}` values filled in at run time, so a text never mixes
 * digit systems.
 */
export const mdMm: Record<MessageKey, string> = {
  ...common,
  ...site,
  ...member,
  ...staff,
  ...shop,
  ...catalog,
  ...goodsImport,
  ...content,
  ...payment,
  ...money,
  ...trade,
  ...promotion,
  ...aftersale,
  ...chat,
  ...upload,
};
