import { useEffect, useRef } from 'react';
import { apiData } from '~/lib/api';

/**
 * Counts the view (goods/modifyclicks) and leaves a member's footprint (goodsbrowse/add) once per
 * SKU, after hydration: crawlers and prefetches that never run the page are not counted.
 */
export function useViewCount(skuId: number, track: { clicks: string; footprint: string }) {
  const counted = useRef(0);
  const { clicks, footprint } = track;
  useEffect(() => {
    if (counted.current === skuId) return;
    counted.current = skuId;
    // Fire-and-forget (kept alive through a page leave); the answer is read all the same: an unread
    // one keeps the request open in the browser, and the page never goes network-idle.
    void apiData(clicks, { sku_id: skuId }, { keepalive: true });
    if (footprint) void apiData(footprint, { sku_id: skuId }, { keepalive: true });
  }, [skuId, clicks, footprint]);
}
