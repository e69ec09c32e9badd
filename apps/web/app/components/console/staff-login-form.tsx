import { PASSWORD_MAX, type Endpoint } from '@zay/contract';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextField } from '~/components/ui/text-field';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import type { ConsoleNs } from './console-ns';
import { submitFields } from './console-ui';

type LoginEndpoint = Endpoint<z.ZodType<unknown, { username: string; password: string }>, z.ZodType>;

/**
 * The staff login form of every console (`/seller`, `/servicer`, `/platform`): a staff account's
 * username and password sent to the console's login call, which sets its own session cookie; on
 * success to `redirectTo`, else the API's reason in the user's language.
 */
export function StaffLoginForm({
  ns,
  endpoint,
  redirectTo,
}: {
  ns: ConsoleNs;
  endpoint: LoginEndpoint;
  redirectTo: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState('');

  const submit = submitFields(async (field) => {
    setPending(true);
    setFailure('');
    const result = await api(endpoint, { username: field('username'), password: field('password') });
    setPending(false);
    if (!result.ok) return setFailure(result.message || t('errors.network'));
    void navigate(redirectTo, { replace: true });
  });

  return (
    <form onSubmit={submit} className="space-y-4">
      <TextField name="username" label={t(`${ns}.username`)} autoComplete="username" required maxLength={50} />
      <TextField
        name="password"
        type="password"
        label={t(`${ns}.password`)}
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
        {pending ? t(`${ns}.submitting`) : t(`${ns}.submit`)}
      </button>
    </form>
  );
}
