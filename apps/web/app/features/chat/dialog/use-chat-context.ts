import {
  CHAT_CONTENT_TYPES,
  chatHasServicersEndpoint,
  goodsSkuInfoEndpoint,
  orderDetailEndpoint,
  shopInfoEndpoint,
} from '@zay/contract';
import { useEffect, useState, type ActionDispatch } from 'react';
import { api } from '~/lib/api';
import { useLayoutData } from '~/lib/layout-data';
import type { ChatTarget } from '~/lib/open-chat';
import type { ChatAction } from '../state/chat-state';
import type { ConversationView } from '../state/chat-types';

/** The shop the dialog was opened for, as a conversation row: name, logo and whether a servicer is online. */
export function useOpenedShop(siteId: number): ConversationView | null {
  const site = useLayoutData()?.site;
  const [shop, setShop] = useState<ConversationView | null>(null);
  useEffect(() => {
    let alive = true;
    const online = api(chatHasServicersEndpoint, { site_id: siteId });
    const info = siteId > 0 ? api(shopInfoEndpoint, { site_id: siteId }) : null;
    void Promise.all([online, info]).then(([count, shopInfo]) => {
      if (!alive) return;
      const named = shopInfo?.ok
        ? { name: shopInfo.data.site_name, logo: shopInfo.data.logo || shopInfo.data.avatar }
        : { name: site?.title ?? '', logo: site?.logo ?? '' };
      setShop({
        siteId,
        ...named,
        online: count.ok && count.data.online_count > 0,
        unread: 0,
        preview: '',
        previewType: CHAT_CONTENT_TYPES.text,
        time: 0,
      });
    });
    return () => {
      alive = false;
    };
  }, [siteId, site]);
  return shop;
}

/** SPEC §4: a goods or order link passed into the dialog becomes a card the buyer may send. */
export function usePendingLink(target: ChatTarget, member: boolean, dispatch: ActionDispatch<[ChatAction]>) {
  const { goodsSkuId, orderId } = target;
  useEffect(() => {
    if (!member) return;
    let alive = true;
    if (goodsSkuId)
      void api(goodsSkuInfoEndpoint, { sku_id: goodsSkuId }).then((r) => {
        if (!alive || !r.ok) return;
        const g = r.data;
        const goods = { skuId: g.sku_id, name: g.sku_name || g.goods_name, image: g.sku_image, price: g.price };
        dispatch({
          type: 'pending',
          link: { kind: 'goods', goods: { ...goods, stock: g.stock, saleNum: g.sale_num } },
        });
      });
    else if (orderId)
      void api(orderDetailEndpoint, { order_id: orderId }).then((r) => {
        if (!alive || !r.ok) return;
        const o = r.data;
        const order = { orderId: o.order_id, orderNo: o.order_no, money: o.order_money, status: o.order_status_name };
        dispatch({ type: 'pending', link: { kind: 'order', order: { ...order, image: o.order_goods[0]?.sku_image } } });
      });
    return () => {
      alive = false;
    };
  }, [goodsSkuId, orderId, member, dispatch]);
}
