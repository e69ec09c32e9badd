import { common } from './en-us/common';
import { site } from './en-us/site';
import { member } from './en-us/member';
import { staff } from './en-us/staff';
import { shop } from './en-us/shop';
import { catalog } from './en-us/catalog';
import { goodsImport } from './en-us/goods-import';
import { content } from './en-us/content';
import { payment } from './en-us/payment';
import { money } from './en-us/money';
import { trade } from './en-us/trade';
import { promotion } from './en-us/promotion';
import { aftersale } from './en-us/aftersale';
import { chat } from './en-us/chat';
import { upload } from './en-us/upload';

/**
 * API messages in English, one file a domain under en-us/; these define the keys (md-mm/ and
 * zh-cn/ mirror them domain by domain). `{name}` placeholders are filled by
 * `message()`. Numbers fixed by SPEC §9 are written out; configurable ones are placeholders.
 */
export const enUs = {
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
} as const;

export type MessageKey = keyof typeof enUs;
