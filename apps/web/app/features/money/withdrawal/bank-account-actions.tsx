import { bankAccountDeleteEndpoint, bankAccountSetDefaultEndpoint } from '@zay/contract';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { api } from '~/lib/api';
import { notifyError, notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';

/** Set as default (then back to `back`, when the withdrawal page sent the member here), edit, delete. */
export function BankAccountActions({ id, isDefault, back }: { id: number; isDefault: boolean; back: string | null }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { ask, dialog } = useAskFirst();
  const setDefault = async () => {
    const result = await api(bankAccountSetDefaultEndpoint, { id });
    if (!result.ok) return void notifyError(result.message);
    void notifySuccess(t('money.defaultSaved'));
    if (back) void navigate(back);
    else void revalidator.revalidate();
  };
  const remove = async () => {
    const result = await api(bankAccountDeleteEndpoint, { id });
    if (!result.ok) return void notifyError(result.message);
    void revalidator.revalidate();
  };
  const link = 'text-[13px] text-link hover:text-brand';
  return (
    <div className="flex gap-4">
      {!isDefault && (
        <button type="button" className={link} onClick={() => void setDefault()}>
          {t('money.setDefault')}
        </button>
      )}
      <Link className={link} to={`/member/account_edit?id=${id}`}>
        {t('money.edit')}
      </Link>
      {!isDefault && (
        <button
          type="button"
          className={link}
          onClick={() =>
            ask({
              title: t('money.delete'),
              description: t('money.deleteConfirm'),
              confirmLabel: t('money.delete'),
              run: remove,
            })
          }
        >
          {t('money.delete')}
        </button>
      )}
      {dialog}
    </div>
  );
}
