import { useEffect, useRef } from 'react';

/**
 * Fire-and-forget: nothing uses the answer, so the typed caller (and the schemas it parses with)
 * would only add weight. Same-origin, so the session cookie rides along for the footprint. The
 * body is still read: an unread one keeps the request open in the browser (the page never goes
 * network-idle).
 */
function post(path: string, body: object) {
  void fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    credentials: 'same-origin',
    keepalive: true,
    body: JSON.stringify({ app_type: 'pc', ...body }),
  })
    .then((res) => res.arrayBuffer())
    .catch(() => undefined);
}

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
    post(clicks, { sku_id: skuId });
    if (footprint) post(footprint, { sku_id: skuId });
  }, [skuId, clicks, footprint]);
}
