import { useState } from 'react';
import { Form } from 'react-router';
import { INPUT_CLASS } from '~/components/ui/text-field';
import { useTranslation } from '~/lib/translation';

/** The desk's two steps, the first one current or done. */
export function VerifySteps({ step }: { step: 1 | 2 }) {
  const { t } = useTranslation();
  const item = (n: 1 | 2, label: string) => (
    <li className={`flex items-center gap-2 ${n <= step ? 'text-brand' : 'text-muted'}`}>
      <span
        className={`grid size-7 place-items-center rounded-full text-[13px] font-semibold ${n <= step ? 'bg-brand text-white' : 'bg-page text-muted'}`}
      >
        {n}
      </span>
      <span className="text-[14px]">{label}</span>
    </li>
  );
  return (
    <ol className="flex items-center gap-4" aria-label={t('pages.member_verification')}>
      {item(1, t('verify.stepCode'))}
      <li aria-hidden className="h-px w-16 bg-line" />
      {item(2, t('verify.stepVerify'))}
    </ol>
  );
}

/**
 * The code as the buyer shows it; the detail page looks it up. A plain GET form, so the desk
 * works before the page's script has loaded.
 */
export function VerifyCodeForm({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const [empty, setEmpty] = useState(false);
  return (
    <Form
      method="get"
      action="/member/verification_detail"
      noValidate
      onSubmit={(e) => {
        const code = new FormData(e.currentTarget).get('code');
        if (typeof code !== 'string' || !code.trim()) {
          e.preventDefault();
          setEmpty(true);
        }
      }}
      className="mt-8 flex flex-col items-start gap-3"
    >
      <label htmlFor="verify-code" className="text-[14px] font-semibold text-ink">
        {t('verify.codeLabel')}
      </label>
      <div className="flex w-full max-w-xl gap-3">
        <input
          id="verify-code"
          name="code"
          defaultValue={initial}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('verify.placeholder')}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? 'verify-code-error' : 'verify-code-hint'}
          onChange={() => setEmpty(false)}
          className={`${INPUT_CLASS} flex-1 border-line text-[16px] tracking-wide tabular-nums`}
        />
        <button type="submit" className="h-11 rounded bg-brand px-8 text-[14px] text-white hover:bg-brand-dark">
          {t('verify.submit')}
        </button>
      </div>
      {empty ? (
        <p id="verify-code-error" role="alert" className="text-[13px] text-brand">
          {t('verify.placeholder')}
        </p>
      ) : (
        <p id="verify-code-hint" className="text-[13px] text-muted">
          {t('verify.hint')}
        </p>
      )}
    </Form>
  );
}
