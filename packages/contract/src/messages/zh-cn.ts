import type { MessageKey } from './en-us';
import { common } from './zh-cn/common';
import { site } from './zh-cn/site';
import { member } from './zh-cn/member';
import { staff } from './zh-cn/staff';
import { shop } from './zh-cn/shop';
import { catalog } from './zh-cn/catalog';
import { goodsImport } from './zh-cn/goods-import';
import { content } from './zh-cn/content';
import { payment } from './zh-cn/payment';
import { money } from './zh-cn/money';
import { trade } from './zh-cn/trade';
import { promotion } from './zh-cn/promotion';
import { aftersale } from './zh-cn/aftersale';
import { chat } from './zh-cn/chat';
import { upload } from './zh-cn/upload';

/** API messages in Simplified Chinese. */
export const zhCn: Record<MessageKey, string> = {
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
