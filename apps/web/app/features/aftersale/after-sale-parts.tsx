import { useRevalidator } from 'react-router';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { INPUT_CLASS } from '~/components/ui/text-field';
import type { ApiResult } from '~/lib/api';
import { notifyError, notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { TEXTAREA_CLASS } from '~/components/ui/text-field';
import { BUTTON_LINE } from './refund-goods';

/** "Revoke", asked first; on yes `revoke` is called, and the page reloads its data when it worked. */
export function RevokeButton({ revoke }: { revoke: () => Promise<ApiResult<unknown>> }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { ask, dialog } = useAskFirst();
  const confirm = async () => {
    const res = await revoke();
    if (!res.ok) return void notifyError(res.message);
    void notifySuccess(t('afterSale.revoked'));
    void revalidator.revalidate();
  };
  return (
    <>
      <button
        type="button"
        className={BUTTON_LINE}
        onClick={() =>
          ask({
            title: t('afterSale.revokeTitle'),
            description: t('afterSale.revokeText'),
            confirmLabel: t('afterSale.revokeYes'),
            cancelLabel: t('afterSale.revokeNo'),
            run: confirm,
          })
        }
      >
        {t('afterSale.revoke')}
      </button>
      {dialog}
    </>
  );
}

/** The required reason, one of the server's list. */
export function ReasonSelect(props: {
  label: string;
  reasons: { key: string; name: string }[];
  value: string;
  onChange: (reason: string) => void;
  errorId?: string;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex flex-col gap-1">
      <span className="text-muted">
        {props.label} <span className="text-brand">*</span>
      </span>
      <select
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.errorId ? true : undefined}
        aria-describedby={props.errorId}
        className={`${INPUT_CLASS} max-w-[360px] border-[#d4d4d4]`}
      >
        <option value="">{t('afterSale.reasonPlaceholder')}</option>
        {props.reasons.map((r) => (
          <option key={r.key} value={r.key}>
            {r.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The optional description, with how many characters it has. */
export function RemarkField(props: {
  label: string;
  value: string;
  onChange: (remark: string) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex flex-col gap-1">
      <span className="text-muted">{props.label}</span>
      <textarea
        rows={4}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={t('afterSale.remarkPlaceholder')}
        aria-invalid={props.invalid || undefined}
        className={TEXTAREA_CLASS}
      />
      <span className="self-end text-xs text-muted">
        {t('afterSale.charCount', { count: [...props.value].length })}
      </span>
    </label>
  );
}
