import type { ChatContent } from '@zay/contract';
import { AppError } from '../../lib/app-error';
import { hasUpload } from '../../lib/image-upload';
import type { UploadStorage } from '../../lib/upload-storage';
import type { RequestContext } from '../../lib/context';
import { skuOnSaleInShop } from './chat-cards.repository';
import { orderOfMemberInShop } from './order-cards';

/**
 * What the schema cannot know: the image was uploaded here, the goods are on sale in this shop,
 * the order is this member's with this shop.
 */
export async function checkContent(
  ctx: RequestContext,
  storage: UploadStorage,
  content: ChatContent,
  memberId: number,
  siteId: number,
) {
  if (content.content_type === 3) {
    if (!(await hasUpload(storage, content.content))) throw new AppError('CHAT_IMAGE_INVALID');
  } else if (content.content_type === 1) {
    if (!(await skuOnSaleInShop(ctx.db, content.goods_sku_id, siteId))) throw new AppError('GOODS_NOT_FOUND');
  } else if (content.content_type === 2) {
    if (!(await orderOfMemberInShop(ctx, content.order_id, memberId, siteId))) throw new AppError('CHAT_ORDER_INVALID');
  }
}
