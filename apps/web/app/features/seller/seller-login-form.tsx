import { PASSWORD_MAX, sellerLoginEndpoint } from '@zay/contract';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '~/components/ui/text-field';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';

/** Shop staff log in with their staff account; the API sets the console's own session cookie. */
export function SellerLoginForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setFailure('');
    const result = await api(sellerLoginEndpoint, {
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    setPending(false);
    if (!result.ok) return setFailure(result.message || t('errors.network'));
    void navigate(redirectTo, { replace: true });
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField name="username" label={t('seller.username')} autoComplete="username" required maxLength={50} />
      <TextField
        name="password"
        type="password"
        label={t('seller.password')}
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX}
      />
      {failure && (
        <p role="alert" className="rounded bg-brand-soft px-3 py-2 text-[13px] text-brand-dark">
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="flex h-11 w-full items-center justify-center gap-2 rounded bg-brand text-[15px] text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {pending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
        {pending ? t('seller.submitting') : t('seller.submit')}
      </button>
    </form>
  );
}
