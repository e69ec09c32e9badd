import type { ShopApplication } from '@zay/contract';
import { FactList } from '~/components/ui/fact-list';
import { formatDateTime } from '~/lib/format-time';
import { imageUrl } from '~/lib/links';
import { useTranslation } from '~/lib/translation';

const BADGE = {
  pending: 'bg-[#fff7e6] text-[#8a5200]',
  approved: 'bg-[#f0f9eb] text-[var(--success-text)]',
  refused: 'bg-brand-soft text-brand',
} as const;

/** Where the member's application stands: its state, what was sent, the reason of a refusal, the way to the console. */
export function ApplicationState({
  application: a,
  ownerSiteId,
}: {
  application: ShopApplication;
  ownerSiteId: number;
}) {
  const { t } = useTranslation();
  return (
    <section className="bg-white px-6 py-5" aria-labelledby="apply-state-title" data-testid="apply-state">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="apply-state-title" className="text-[16px] leading-tight-text font-semibold text-ink">
          {t('shopJoin.stateTitle')}
        </h2>
        <span
          className={`rounded px-2 py-0.5 text-[13px] leading-tight-text ${BADGE[a.apply_state]}`}
          data-testid="apply-state-name"
        >
          {t(`shopJoin.state_${a.apply_state}`)}
        </span>
      </div>
      {a.apply_state === 'pending' && (
        <p className="mt-3 rounded bg-[#fffbf0] px-4 py-3 text-[13px] leading-text text-body">
          {t('shopJoin.pendingText')}
        </p>
      )}
      {a.apply_state === 'refused' && (
        <div
          role="note"
          className="mt-3 rounded border border-brand/30 bg-brand-soft px-4 py-3 text-[13px] leading-text"
        >
          <p className="font-semibold text-brand">{t('shopJoin.refusedText')}</p>
          <p className="mt-1 break-words whitespace-pre-line text-ink" data-testid="apply-refuse-reason">
            {a.refuse_reason}
          </p>
          <p className="mt-2 text-muted">{t('shopJoin.fixAndResend')}</p>
        </div>
      )}
      {a.apply_state === 'approved' && (
        <div className="mt-3 rounded border border-line bg-[#f6fbf3] px-4 py-3 text-[13px] leading-text text-body">
          <p>{t('shopJoin.approvedText', { name: a.shop_name })}</p>
          <p className="mt-1 text-muted">{t('shopJoin.signInHint')}</p>
          {ownerSiteId > 0 && (
            // The console is its own app with its own login: a full page load, not a client-side move.
            <a
              href="/seller/shop"
              className="mt-3 inline-flex min-h-9 items-center rounded bg-brand px-4 py-1.5 text-[14px] text-white hover:bg-brand-dark"
            >
              {t('shopJoin.goToConsole')}
            </a>
          )}
        </div>
      )}
      <div className="mt-4 flex items-start gap-4">
        {a.logo && (
          <img
            src={imageUrl(a.logo)}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded border border-line object-cover"
          />
        )}
        <FactList
          className="grid min-w-0 flex-1 grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-[13px] leading-tight-text"
          valueClass="min-w-0 break-words text-body"
          rows={[
            [t('shopJoin.shopName'), a.shop_name],
            [t('shopJoin.category'), a.category_name],
            [t('shopJoin.contactName'), a.contact_name],
            [t('shopJoin.contactMobile'), a.contact_mobile],
            [t('shopJoin.sectionAddress'), `${a.full_address} ${a.address}`],
            [t('shopJoin.description'), a.description],
            [t('shopJoin.sentAt'), formatDateTime(a.update_time)],
            [t('shopJoin.reviewedAt'), a.review_time ? formatDateTime(a.review_time) : ''],
          ]}
        />
      </div>
    </section>
  );
}
