import { formatKs, message, type Lang, type MessageKey } from '@zay/contract';
import type { PayLink } from './sandbox-wallet';
import { SANDBOX_PAY_PATH } from './sandbox-wallet';

const HTML_LANG: Record<Lang, string> = { 'md-mm': 'my', 'zh-cn': 'zh-CN', 'en-us': 'en' };

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Inline style only (the CSP allows inline styles, never inline script); the page has no script.
const STYLE = `body{margin:0;font-family:"Noto Sans Myanmar","Noto Sans",system-ui,sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 4px 24px rgba(15,23,42,.08)}
h1{font-size:1.25rem;margin:0 0 8px;color:#0f766e}p{line-height:1.7;color:#334155}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:20px 0}
dt{color:#475569}dd{margin:0;font-weight:600;word-break:break-all}.amount{font-size:1.5rem;color:#b91c1c}
form{display:flex;gap:12px;margin-top:20px}button,a.btn{flex:1;padding:12px;border-radius:10px;border:0;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:#0f766e;color:#fff}.secondary{background:#e2e8f0;color:#0f172a}`;

function page(lang: Lang, body: string) {
  const t = (k: MessageKey) => escape(message(lang, k));
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${t('SANDBOX_WALLET_TITLE')}</title><style>${STYLE}</style></head>
<body><main><h1>${t('SANDBOX_WALLET_TITLE')}</h1>${body}</main></body></html>`;
}

/** The wallet app's confirm screen: who is paid, how much, confirm or cancel. */
export function confirmPage(lang: Lang, link: PayLink, sig: string, payee: string) {
  const t = (k: MessageKey) => escape(message(lang, k));
  const hidden = Object.entries({ ...link, sig, lang })
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escape(v)}">`)
    .join('');
  return page(
    lang,
    `<p>${t('SANDBOX_WALLET_INTRO')}</p>
<dl><dt>${t('SANDBOX_PAY_TO')}</dt><dd>${escape(payee)}</dd>
<dt>${t('SANDBOX_AMOUNT')}</dt><dd class="amount">${escape(formatKs(link.amount))}</dd>
<dt>${t('SANDBOX_ORDER_NO')}</dt><dd>${escape(link.out_trade_no)}</dd></dl>
<form method="post" action="${SANDBOX_PAY_PATH}">${hidden}
<button class="primary" name="action" value="confirm">${t('SANDBOX_CONFIRM')}</button>
<button class="secondary" name="action" value="cancel">${t('SANDBOX_CANCEL')}</button></form>`,
  );
}

/** A one-line outcome (paid, cancelled, invalid link) with a way back to the shop. */
export function outcomePage(lang: Lang, key: MessageKey, back: string) {
  const t = (k: MessageKey) => escape(message(lang, k));
  return page(
    lang,
    `<p>${t(key)}</p><form><a class="btn primary" href="${escape(back)}">${t('SANDBOX_BACK')}</a></form>`,
  );
}
