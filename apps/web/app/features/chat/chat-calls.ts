import { chatByeEndpoint, type Lang } from '@zay/contract';

/**
 * `bye` as the page goes away: a keepalive request outlives the page, which an ordinary call
 * (and so `api()`) does not.
 */
export function sendBye(siteId: number, servicerId: number): void {
  const lang = document.documentElement.dataset.lang as Lang | undefined;
  try {
    void fetch(chatByeEndpoint.path, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ app_type: 'pc', lang, site_id: siteId, servicer_id: servicerId }),
    }).catch(() => undefined);
  } catch {
    /* the page is going away; nothing left to tell */
  }
}
