import { modifyNicknameEndpoint, NICKNAME_MAX } from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { TextField } from '~/components/ui/text-field';
import { api } from '~/lib/api';
import { notifySuccess } from '~/lib/notify';
import { SUBMIT_BUTTON } from '~/components/ui/form-end';
import { useTranslation } from '~/lib/translation';

interface Props {
  username: string;
  mobile: string;
  nickname: string;
}

/** Account and mobile (read only) and the nickname: required, at most 30 characters (SPEC §1.3). */
export function NicknameForm({ username, mobile, nickname }: Props) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [value, setValue] = useState(nickname);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return setError(t('memberCentre.nicknameRequired'));
    if ([...trimmed].length > NICKNAME_MAX) return setError(t('memberCentre.nicknameTooLong', { max: NICKNAME_MAX }));
    setBusy(true);
    const result = await api(modifyNicknameEndpoint, { nickname: trimmed });
    setBusy(false);
    if (!result.ok) return setError(result.message || t('memberCentre.saveFailed'));
    setError('');
    void notifySuccess(t('memberCentre.nicknameSaved'));
    // The header shows the nickname: the layout's data is read again.
    void revalidator.revalidate();
  };

  return (
    <form onSubmit={submit} noValidate className="flex max-w-[440px] flex-col gap-4">
      <dl className="grid grid-cols-[minmax(90px,auto)_1fr] gap-x-4 gap-y-3 text-[14px]">
        <dt className="text-muted">{t('memberCentre.account')}</dt>
        <dd className="break-all text-ink">{username || '—'}</dd>
        <dt className="text-muted">{t('memberCentre.mobile')}</dt>
        <dd className="text-ink">{mobile || t('memberCentre.notBound')}</dd>
      </dl>
      <TextField
        label={t('memberCentre.nickname')}
        name="nickname"
        value={value}
        maxLength={NICKNAME_MAX * 2}
        onChange={(e) => setValue(e.target.value)}
        error={error}
        autoComplete="nickname"
      />
      <button type="submit" disabled={busy} className={SUBMIT_BUTTON}>
        {t('memberCentre.save')}
      </button>
    </form>
  );
}
