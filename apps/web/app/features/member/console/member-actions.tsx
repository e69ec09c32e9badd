import {
  ADJUST_REASON_MAX,
  FREEZE_REASON_MAX,
  platformMemberAdjustEndpoint,
  platformMemberFreezeEndpoint,
  type AdjustableAccount,
  type ConsoleMemberDetail,
} from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { BUTTON, FORM_INPUT, FORM_LABEL, Panel, PLAIN_BUTTON, SELECT } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { ErrorLine } from '~/components/ui/form-end';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { api, isSessionError } from '~/lib/api';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';

type Member = ConsoleMemberDetail['member'];

/** Freezing (with a reason for the log, asked first) or unfreezing the member. */
export function FreezePanel({ member }: { member: Member }) {
  const { t } = useTranslation();
  const { run, busy } = useConsoleCall();
  const { ask, dialog } = useAskFirst();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const name = member.nickname || member.username;
  const frozen = member.status !== 1;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (frozen) {
      void run(platformMemberFreezeEndpoint, { member_id: member.member_id, frozen: 0 }).then((done) => {
        if (done) void notifySuccess(t('platformMembers.unfrozenNow'));
      });
      return;
    }
    if (!reason.trim()) return setError(t('platformMembers.reasonNeeded'));
    setError('');
    ask({
      title: t('platformMembers.confirmFreeze', { name }),
      description: t('platformMembers.confirmFreezeText'),
      confirmLabel: t('platformMembers.freeze'),
      run: async () => {
        if (
          await run(platformMemberFreezeEndpoint, { member_id: member.member_id, frozen: 1, reason: reason.trim() })
        ) {
          setReason('');
          void notifySuccess(t('platformMembers.frozenNow'));
        }
      },
    });
  };
  return (
    <Panel title={t('platformMembers.freezeTitle')} testId="member-freeze">
      <form onSubmit={submit} noValidate className="grid max-w-[560px] gap-3">
        <p className="text-[13px] leading-text text-muted">
          {frozen ? t('platformMembers.isFrozen') : t('platformMembers.freezeIntro')}
        </p>
        {!frozen && (
          <label className={FORM_LABEL}>
            {t('platformMembers.freezeReason')}
            <input
              value={reason}
              maxLength={FREEZE_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={!!error || undefined}
              className={FORM_INPUT}
              data-testid="freeze-reason"
            />
          </label>
        )}
        <ErrorLine message={error} />
        <div>
          <button type="submit" disabled={busy} className={frozen ? PLAIN_BUTTON : BUTTON} data-testid="freeze-submit">
            {t(frozen ? 'platformMembers.unfreeze' : 'platformMembers.freeze')}
          </button>
        </div>
      </form>
      {dialog}
    </Panel>
  );
}

const ACCOUNTS: {
  value: AdjustableAccount;
  label: 'platformMembers.balance' | 'platformMembers.balanceMoney' | 'platformMembers.points';
}[] = [
  { value: 'balance', label: 'platformMembers.balance' },
  { value: 'balance_money', label: 'platformMembers.balanceMoney' },
  { value: 'point', label: 'platformMembers.points' },
];

/** Adds to or takes from a balance or the points, with the reason the member reads. */
export function AdjustPanel({ member }: { member: Member }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formElement = e.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const amount = text('amount');
    if (!amount || Number(amount) === 0) return setError(t('platformMembers.badAmount'));
    if (!text('reason')) return setError(t('platformMembers.reasonNeeded'));
    setError('');
    setBusy(true);
    const r = await api(platformMemberAdjustEndpoint, {
      member_id: member.member_id,
      account: text('account') as AdjustableAccount,
      amount,
      reason: text('reason'),
    });
    setBusy(false);
    if (!r.ok) {
      if (!isSessionError(r)) setError(r.message);
      return;
    }
    formElement.reset();
    void notifySuccess(t('platformMembers.adjusted', { after: r.data.balance_after }));
    await revalidator.revalidate();
  };
  return (
    <Panel title={t('platformMembers.adjustTitle')} testId="member-adjust">
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3">
        <p className="text-[13px] leading-text text-muted">{t('platformMembers.adjustIntro')}</p>
        <div className="grid grid-cols-[1fr_1fr_2fr] items-end gap-3">
          <label className={FORM_LABEL}>
            {t('platformMembers.account')}
            <select name="account" className={SELECT} defaultValue="balance">
              {ACCOUNTS.map((a) => (
                <option key={a.value} value={a.value}>
                  {t(a.label)}
                </option>
              ))}
            </select>
          </label>
          <label className={FORM_LABEL}>
            {t('platformMembers.amount')}
            <input name="amount" inputMode="decimal" maxLength={20} className={FORM_INPUT} />
          </label>
          <label className={FORM_LABEL}>
            {t('platformMembers.reason')}
            <input name="reason" maxLength={ADJUST_REASON_MAX} className={FORM_INPUT} />
          </label>
        </div>
        <ErrorLine message={error} />
        <div>
          <button type="submit" disabled={busy} className={BUTTON}>
            {t('platformMembers.adjust')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
