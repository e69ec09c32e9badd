import { deskConfirmProofEndpoint, deskRejectProofEndpoint, type DeskOrderDetail } from '@zay/contract';
import { useState } from 'react';
import { Form, Link, useActionData } from 'react-router';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { INPUT_CLASS } from '~/components/ui/text-field';
import { formatDateTime } from '~/lib/format-time';
import { useHydrated } from '~/lib/hydrated';
import { imageUrl } from '~/lib/links';
import { useTranslation } from '~/lib/translation';
import { BUTTON, PLAIN_BUTTON, Panel, submitFields } from '~/components/console/console-ui';
import { useConsoleCall as useDeskCall } from '~/components/console/use-console-call';

type Proof = NonNullable<DeskOrderDetail['proof']>;

/** The proof images large, each a link to the full image; the buyer's note and the deadline. */
function ProofImages({ proof }: { proof: Proof }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="mb-3 text-[13px] text-muted">
        {t('seller.proofSent', { time: formatDateTime(proof.time) })}
        {proof.expire_time > 0 && ` · ${t('seller.proofDeadline', { time: formatDateTime(proof.expire_time) })}`}
      </p>
      <div className="flex flex-wrap gap-4">
        {proof.imgs.map((img, i) => (
          <a key={img} href={imageUrl(img)} target="_blank" rel="noreferrer" className="block border border-line">
            <img
              src={imageUrl(img)}
              width={420}
              height={560}
              alt={t('seller.proofImage', { n: i + 1 })}
              className="h-[560px] w-[420px] bg-page object-contain"
              data-testid="proof-image"
            />
          </a>
        ))}
      </div>
      {proof.desc && (
        <p className="mt-3 text-[13px]">
          <span className="text-muted">{t('seller.proofNote')}: </span>
          {proof.desc}
        </p>
      )}
    </>
  );
}

/** What the order page's action answered a confirm posted without script: the question, or why it failed. */
function PostedConfirm({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const answer = useActionData<{ ask: boolean; message: string }>();
  if (answer?.message)
    return (
      <p role="alert" className="mt-3 text-[13px] text-brand">
        {answer.message}
      </p>
    );
  if (!answer?.ask) return null;
  return (
    <Form
      method="post"
      role="alertdialog"
      aria-labelledby="confirm-proof-title"
      className="mt-4 grid gap-2 rounded border border-brand/40 bg-brand-soft p-4 text-[13px]"
    >
      <p id="confirm-proof-title" className="text-[15px] font-semibold text-ink">
        {t('seller.confirmProofTitle')}
      </p>
      <p className="text-body">{t('seller.confirmProofText')}</p>
      <input type="hidden" name="intent" value="confirm-proof" />
      <input type="hidden" name="order_id" value={orderId} />
      <input type="hidden" name="sure" value="1" />
      <div className="mt-1 flex gap-3">
        <button type="submit" className={BUTTON} autoFocus>
          {t('seller.confirmProof')}
        </button>
        <Link to={`/seller/order?order_id=${orderId}`} className={PLAIN_BUTTON}>
          {t('seller.cancel')}
        </Link>
      </div>
    </Form>
  );
}

/** The bank-transfer proof, with confirm (asked first) and reject (with a reason) when it waits. */
export function ProofPanel({ order }: { order: DeskOrderDetail }) {
  const { t } = useTranslation();
  const desk = useDeskCall();
  const { ask, dialog } = useAskFirst();
  const [rejecting, setRejecting] = useState(false);
  // Rejecting opens a reason field in place, which needs script (ADR 095).
  const ready = useHydrated();
  const proof = order.proof;
  if (!proof) return null;
  const waiting = order.desk_action.includes('confirmProof');

  const reject = submitFields(async (field) => {
    if (await desk.run(deskRejectProofEndpoint, { order_id: order.order_id, reason: field('reason') }))
      setRejecting(false);
  });

  return (
    <Panel title={t('seller.proofTitle')} testId="proof-panel">
      <ProofImages proof={proof} />
      {waiting && (
        <div className="mt-4 flex flex-wrap items-start gap-3">
          {/* A plain form (ADR 095): before script runs the browser posts it, and the page asks in place. */}
          <form
            method="post"
            onSubmit={(e) => {
              e.preventDefault();
              ask({
                title: t('seller.confirmProofTitle'),
                description: t('seller.confirmProofText'),
                confirmLabel: t('seller.confirmProof'),
                cancelLabel: t('seller.cancel'),
                run: () => desk.run(deskConfirmProofEndpoint, { order_id: order.order_id }),
              });
            }}
          >
            <input type="hidden" name="intent" value="confirm-proof" />
            <input type="hidden" name="order_id" value={order.order_id} />
            <button type="submit" className={BUTTON} disabled={desk.busy}>
              {t('seller.confirmProof')}
            </button>
          </form>
          {rejecting ? (
            <form onSubmit={reject} className="flex flex-1 flex-wrap items-end gap-2">
              <label className="flex min-w-64 flex-1 flex-col gap-1 text-[13px] text-muted">
                {t('seller.rejectReason')}
                <input name="reason" required maxLength={200} className={`${INPUT_CLASS} h-9 border-[#d4d4d4]`} />
                <span>{t('seller.rejectHint')}</span>
              </label>
              <button type="submit" className={PLAIN_BUTTON} disabled={desk.busy}>
                {t('seller.rejectProof')}
              </button>
            </form>
          ) : (
            <button
              type="button"
              className={PLAIN_BUTTON}
              disabled={!ready}
              aria-busy={!ready || undefined}
              onClick={() => setRejecting(true)}
            >
              {t('seller.rejectProof')}
            </button>
          )}
        </div>
      )}
      {waiting && <PostedConfirm orderId={order.order_id} />}
      {dialog}
    </Panel>
  );
}
