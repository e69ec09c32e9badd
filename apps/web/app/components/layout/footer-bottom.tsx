import type { Copyright } from '@zay/contract';
import { useTranslation } from '~/lib/translation';
import { safeUrl } from '~/lib/links';

function Maybe({ href, children }: { href: string; children: string }) {
  const url = safeUrl(href);
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="hover:text-brand">
      {children}
    </a>
  ) : (
    <span>{children}</span>
  );
}

/**
 * A discreet mark on every page while wallet payments go to the sandbox (ADR 020), in the footer's
 * last lines: a fixed corner badge covered the content of narrow windows.
 */
function DemoPaymentsMark() {
  const { t } = useTranslation();
  return (
    <p
      role="note"
      title={t('footer.demoPaymentsHint')}
      className="mx-auto mb-2 w-fit rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-2xs text-amber-900"
    >
      {t('footer.demoPayments')}
      <span className="sr-only">: {t('footer.demoPaymentsHint')}</span>
    </p>
  );
}

/** The copyright lines; also the whole footer of the sign-in pages. */
export function FooterBottom({
  copyright,
  siteTitle,
  demoPayments = false,
}: {
  copyright: Copyright | null;
  siteTitle: string;
  demoPayments?: boolean;
}) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <div className="bg-topbar py-5 text-center text-xs leading-text text-subtle">
      {demoPayments && <DemoPaymentsMark />}
      <p>{copyright?.copyright_desc || t('footer.copyright', { year, site: copyright?.company_name || siteTitle })}</p>
      {copyright && (copyright.icp || copyright.gov_record) && (
        <p className="mt-1 flex justify-center gap-4">
          {copyright.icp && <Maybe href={copyright.copyright_link}>{copyright.icp}</Maybe>}
          {copyright.gov_record && <Maybe href={copyright.gov_url}>{copyright.gov_record}</Maybe>}
        </p>
      )}
    </div>
  );
}
