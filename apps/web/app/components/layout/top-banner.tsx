import { TOP_BANNER_MAX_CLOSES } from '@zay/contract';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '~/lib/translation';
import { Img } from '~/components/ui/img';
import { SmartLink } from '~/components/ui/smart-link';
import type { AdvItem } from '~/lib/layout-data';
import { useNonce } from '~/lib/nonce';

const SESSION_KEY = 'zay_top_banner_closed';
const COUNT_KEY = 'zay_top_banner_closes';
const CHANGE_EVENT = 'zay:top-banner';
const ELEMENT_ID = 'zay-top-banner';

// Runs before the rest of the page is parsed, so a banner the shopper closed never flashes or shifts the page.
const HIDE_BEFORE_PAINT = `try{if(sessionStorage.getItem('${SESSION_KEY}')==='1'||Number(localStorage.getItem('${COUNT_KEY}'))>=${TOP_BANNER_MAX_CLOSES})document.getElementById('${ELEMENT_ID}').hidden=true}catch(e){}`;

function isClosed(): boolean {
  try {
    return (
      sessionStorage.getItem(SESSION_KEY) === '1' || Number(localStorage.getItem(COUNT_KEY)) >= TOP_BANNER_MAX_CLOSES
    );
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

function close() {
  try {
    sessionStorage.setItem(SESSION_KEY, '1');
    localStorage.setItem(COUNT_KEY, String(Number(localStorage.getItem(COUNT_KEY)) + 1));
  } catch {
    // Without storage the banner just stays closed until the next page load.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function TopBanner({ adv }: { adv: AdvItem | null }) {
  const { t } = useTranslation();
  const nonce = useNonce();
  const closed = useSyncExternalStore(subscribe, isClosed, () => false);
  if (!adv || closed) return null;
  return (
    <div
      id={ELEMENT_ID}
      className="relative h-20 overflow-hidden"
      style={{ background: adv.background || '#fff' }}
      // The script below may hide it before hydration; the browser's render then removes it.
      suppressHydrationWarning
    >
      {/* Banners are made 1920 wide; the middle shows and the background colour continues past the edges. */}
      <SmartLink
        to={adv.url}
        className="absolute inset-y-0 left-1/2 w-[1920px] -translate-x-1/2"
        aria-label={adv.title || t('banner.label')}
      >
        <Img
          kind="goods"
          src={adv.image}
          width={1920}
          height={80}
          alt={adv.title}
          eager
          className="h-20 w-[1920px] max-w-none bg-transparent object-cover"
        />
      </SmartLink>
      {/* right-12 keeps it clear of the fixed right sidebar (w-9) at every width (issue 20 §2). */}
      <button
        type="button"
        onClick={close}
        aria-label={t('banner.close')}
        className="absolute top-2 right-12 grid size-[24px] place-items-center rounded-full bg-black/30 text-white hover:bg-black/50"
      >
        <X size={14} aria-hidden />
      </button>
      {/* Browsers hide a nonce once the page is parsed, so the browser's render cannot match it. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HIDE_BEFORE_PAINT }} />
    </div>
  );
}
