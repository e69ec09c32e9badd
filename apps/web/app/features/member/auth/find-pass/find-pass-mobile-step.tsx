import { zodResolver } from '@hookform/resolvers/zod';
import { normaliseMobile } from '@zay/contract';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '~/lib/translation';
import { CaptchaField } from '~/components/captcha/captcha-field';
import { FormAlert, SubmitButton } from '../fields/form-parts';
import { MobileField } from '../fields/mobile-code-fields';
import { findPassMobileSchema } from '../form-schemas';
import { useIssueText } from '../issue-text';
import type { CaptchaState } from '~/components/captcha/use-captcha';
import type { SmsCode } from '../fields/use-sms-code';

interface Props {
  captcha: CaptchaState;
  sms: SmsCode;
  /** The number typed before, when the shopper comes back to change it or resend. */
  mobile: string;
  onSent: (mobile: string) => void;
}

/** Step 1: the account's mobile number (and a captcha); the API refuses numbers no member has. */
export function FindPassMobileStep({ captcha, sms, mobile, onSent }: Props) {
  const { t } = useTranslation();
  const schema = useMemo(() => findPassMobileSchema(captcha.enabled), [captcha.enabled]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { mobile, captcha_code: '' } });
  const [failure, setFailure] = useState('');
  const issue = useIssueText();
  const typed = useWatch({ control: form.control, name: 'mobile' });
  // The 60 s wait is per number: a mistyped number can be corrected at once.
  const waiting = sms.seconds > 0 && normaliseMobile(typed) === sms.sentTo;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure('');
    if (waiting) return;
    const problem = await sms.request(values.mobile, values.captcha_code);
    form.setValue('captcha_code', '');
    if (problem) setFailure(problem);
    else onSent(values.mobile);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-[13px] leading-text text-muted">{t('auth.find.mobileHint')}</p>
      <MobileField field={form.register('mobile')} error={issue(errors.mobile)} />
      <CaptchaField captcha={captcha} field={form.register('captcha_code')} error={issue(errors.captcha_code)} />
      <FormAlert message={failure} />
      <SubmitButton pending={isSubmitting}>
        {waiting ? t('auth.resendIn', { seconds: sms.seconds }) : t('auth.find.sendCode')}
      </SubmitButton>
    </form>
  );
}
