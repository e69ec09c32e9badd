import {
  platformComplainAgreeEndpoint,
  platformComplainRefuseEndpoint,
  shopRefundAgreeEndpoint,
  shopRefundOfflineEndpoint,
  shopRefundReceiveEndpoint,
  shopRefundRefuseEndpoint,
  shopRefundRefuseReceiveEndpoint,
  type ShopRefundDetail,
} from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { BUTTON, Panel } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { TextField } from '~/components/ui/text-field';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { ReasonForm } from '~/components/console/reason-form';

/** What the shop (or the platform, for a complaint) may decide now, each decision asked first or reasoned. */
export function RefundDecision({ d, by }: { d: ShopRefundDetail; by: 'shop' | 'platform' }) {
  const { t } = useTranslation();
  const { run, busy } = useConsoleCall();
  const { ask, dialog } = useAskFirst();
  const id = { order_goods_id: d.order_goods_id };
  const done = async (ok: Promise<boolean>) => {
    const success = await ok;
    if (success) void notifySuccess(t('afterSale.done'));
    return success;
  };
  const confirm = (title: string, text: string, call: () => Promise<boolean>) =>
    ask({
      title,
      description: text,
      confirmLabel: t('afterSale.confirm'),
      cancelLabel: t('afterSale.cancel'),
      run: call,
    });
  const offlineWaiting = d.refund_status === 2 && d.refund_parts.some((p) => p.route === 'offline' && !p.status);
  let body: React.ReactNode = null;
  if (by === 'platform' && d.complain?.complain_status === 1)
    body = (
      <Choices
        primary={t('afterSale.decideBuyer')}
        onPrimary={() =>
          confirm(t('afterSale.decideTitle'), t('afterSale.decideText'), () =>
            done(run(platformComplainAgreeEndpoint, id)),
          )
        }
        refuse={t('afterSale.refuseComplaint')}
        onRefuse={(reason) => done(run(platformComplainRefuseEndpoint, { ...id, reason }))}
        busy={busy}
      />
    );
  else if (by === 'shop' && d.refund_status === 1)
    body = (
      <Choices
        primary={t('afterSale.agree')}
        onPrimary={() =>
          confirm(
            t('afterSale.agreeTitle'),
            d.refund_type === 2 ? t('afterSale.agreeReturnText') : t('afterSale.agreeRefundText'),
            () => done(run(shopRefundAgreeEndpoint, id)),
          )
        }
        refuse={t('afterSale.refuse')}
        onRefuse={(reason) => done(run(shopRefundRefuseEndpoint, { ...id, reason }))}
        busy={busy}
      />
    );
  else if (by === 'shop' && d.refund_status === 5)
    body = (
      <Choices
        primary={t('afterSale.receive')}
        onPrimary={() =>
          confirm(t('afterSale.receiveTitle'), t('afterSale.receiveText'), () =>
            done(run(shopRefundReceiveEndpoint, id)),
          )
        }
        refuse={t('afterSale.refuseReceive')}
        onRefuse={(reason) => done(run(shopRefundRefuseReceiveEndpoint, { ...id, reason }))}
        busy={busy}
      />
    );
  else if (by === 'shop' && offlineWaiting)
    body = <OfflineForm busy={busy} onSubmit={(proof) => done(run(shopRefundOfflineEndpoint, { ...id, proof }))} />;
  if (!body) return null;
  return (
    <Panel title={t('afterSale.colAction')} testId="refund-decision">
      {body}
      {dialog}
    </Panel>
  );
}

function Choices(p: {
  primary: string;
  onPrimary: () => void;
  refuse: string;
  onRefuse: (reason: string) => Promise<boolean>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <button type="button" className={BUTTON} disabled={p.busy} onClick={p.onPrimary}>
          {p.primary}
        </button>
      </div>
      <ReasonForm
        prompt={t('afterSale.reasonPrompt')}
        needed={t('afterSale.reasonNeeded')}
        label={p.refuse}
        busy={p.busy}
        maxLength={140}
        onSubmit={p.onRefuse}
      />
    </div>
  );
}

function OfflineForm({ busy, onSubmit }: { busy: boolean; onSubmit: (proof: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [proof, setProof] = useState('');
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!proof.trim()) return setError(t('afterSale.proofRequired'));
    setError('');
    await onSubmit(proof.trim());
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex max-w-[420px] flex-col gap-3">
      <p className="text-[13px] text-body">{t('afterSale.explainTransfer')}</p>
      <TextField
        label={t('afterSale.proof')}
        value={proof}
        maxLength={100}
        onChange={(e) => setProof(e.target.value)}
        error={error}
      />
      <div>
        <button type="submit" className={BUTTON} disabled={busy}>
          {t('afterSale.offlinePaid')}
        </button>
      </div>
    </form>
  );
}
