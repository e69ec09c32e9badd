import fs from 'node:fs/promises';
import path from 'node:path';
import type { ChatContent } from '@zay/contract';
import { badRequest } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { skuOnSaleInShop } from './chat-cards.repository';
import { orderOfMemberInShop } from './order-cards';

/** The file behind an uploaded chat image path (`/upload/chat/…`). */
export function chatImageFile(uploadDir: string, picPath: string): string {
  return path.join(path.resolve(uploadDir), picPath.slice('/upload/'.length));
}

/**
 * What the schema cannot know: the image was uploaded here, the goods are on sale in this shop,
 * the order is this member's with this shop.
 */
export async function checkContent(
  ctx: RequestContext,
  uploadDir: string,
  content: ChatContent,
  memberId: number,
  siteId: number,
) {
  if (content.content_type === 3) {
    const ok = await fs.access(chatImageFile(uploadDir, content.content)).then(
      () => true,
      () => false,
    );
    if (!ok) throw badRequest('CHAT_IMAGE_INVALID');
  } else if (content.content_type === 1) {
    if (!(await skuOnSaleInShop(ctx.db, content.goods_sku_id, siteId))) throw badRequest('GOODS_NOT_FOUND');
  } else if (content.content_type === 2) {
    if (!(await orderOfMemberInShop(ctx, content.order_id, memberId, siteId))) throw badRequest('CHAT_ORDER_INVALID');
  }
}
