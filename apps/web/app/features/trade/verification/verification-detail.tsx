import type { VerifyRow } from '@zay/contract';
import { useEffect } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { FactList } from '~/components/ui/fact-list';
import { formatDateTime } from '~/lib/format-time';
import { notifyError, notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { VerifyItems } from './verification-items';

const BOX = 'bg-white p-5';

export interface VerifyResult {
  ok: boolean;
  message: string;
}

/** The code's facts; a row whose value is empty still shows its label. */
function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <FactList
      rows={rows}
      className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1.5 text-[13px]"
      valueClass="break-words text-body"
      keepEmpty
    />
  );
}

/**
 * Confirms use once; the server's message is the toast, then the records (API-SHAPES-MORE §4).
 * The answer is read by the detail, which stays on the page: the button itself is gone once the
 * page's data shows the code used.
 */
function useVerify() {
  const fetcher = useFetcher<VerifyResult>();
  const navigate = useNavigate();
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== 'idle') return;
    if (result.ok) {
      void notifySuccess(result.message);
      void navigate('/member/verification_list');
    } else void notifyError(result.message);
  }, [fetcher.data, fetcher.state, navigate]);
  return fetcher;
}

function UseButton({ code, fetcher }: { code: string; fetcher: ReturnType<typeof useVerify> }) {
  const { t } = useTranslation();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="code" value={code} />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="h-11 rounded bg-brand px-10 text-[15px] text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {t('verify.confirmUse')}
      </button>
    </fetcher.Form>
  );
}

/** One code at the desk: the shop, its goods, the order, the kind and, once used, by whom and when. */
export function VerifyDetail({ row }: { row: VerifyRow }) {
  const { t } = useTranslation();
  const fetcher = useVerify();
  const status: [string, string][] = [[t('verify.typeLabel'), row.verify_type_name]];
  if (row.is_verify)
    status.push(
      [t('verify.status'), t('verify.verified')],
      [t('verify.verifier'), row.verifier_name],
      [t('verify.verifyTime'), formatDateTime(row.verify_time)],
    );
  return (
    <div className="grid gap-3">
      <section aria-labelledby="verify-goods" className={BOX}>
        <h2 id="verify-goods" className="mb-1 text-[15px] font-semibold text-ink">
          {row.site_name}
        </h2>
        <VerifyItems items={row.item_array} />
      </section>
      <section aria-label={t('verify.orderInfo')} className={`${BOX} grid gap-4 md:grid-cols-2`}>
        <Facts rows={row.remark_array.map((r) => [r.title, r.value])} />
        <Facts rows={status} />
      </section>
      {row.is_verify === 0 && (
        <div className={`${BOX} flex justify-end`}>
          <UseButton code={row.verify_code} fetcher={fetcher} />
        </div>
      )}
    </div>
  );
}
