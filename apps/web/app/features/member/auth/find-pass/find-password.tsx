import { findPasswordCodeEndpoint } from '@zay/contract';
import { CircleCheckBig } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { markSessionChanged } from '~/lib/session';
import type { AuthConfig } from '../auth-config';
import { FindPassMobileStep } from './find-pass-mobile-step';
import { FindPassResetStep } from './find-pass-reset-step';
import { StepIndicator } from './step-indicator';
import { useCaptcha } from '~/components/captcha/use-captcha';
import { useSmsCode } from '../fields/use-sms-code';

type Step = 'mobile' | 'reset' | 'done';
const STEPS: Step[] = ['mobile', 'reset', 'done'];

function Done() {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center py-4 text-center">
      <CircleCheckBig size={56} strokeWidth={1.5} className="text-[#1a7f37]" aria-hidden />
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-[18px] leading-tight-text font-semibold text-ink outline-none"
      >
        {t('auth.find.doneTitle')}
      </h2>
      <p className="mt-2 max-w-sm text-[13px] leading-text text-muted">{t('auth.find.doneHint')}</p>
      <Link
        to="/login"
        className="mt-6 inline-flex min-h-11 items-center rounded bg-brand px-10 py-2 text-[15px] text-white hover:bg-brand-dark"
      >
        {t('auth.find.goLogin')}
      </Link>
    </div>
  );
}

/** SPEC §5 recovery: mobile → SMS code and new password → done, with the steps shown above. */
export function FindPassword({ config }: { config: AuthConfig }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('mobile');
  const [mobile, setMobile] = useState('');
  const captcha = useCaptcha(config.captcha.registerAndSms);
  const sms = useSmsCode(findPasswordCodeEndpoint, captcha);
  const labels = [t('auth.find.stepMobile'), t('auth.find.stepReset'), t('auth.find.stepDone')];

  return (
    <div className="space-y-7">
      <StepIndicator steps={labels} current={STEPS.indexOf(step)} />
      {step === 'mobile' && (
        <FindPassMobileStep
          captcha={captcha}
          sms={sms}
          mobile={mobile}
          onSent={(sent) => {
            setMobile(sent);
            setStep('reset');
          }}
        />
      )}
      {step === 'reset' && (
        <FindPassResetStep
          policy={config.password}
          sms={sms}
          onBack={() => setStep('mobile')}
          onDone={() => {
            // The reset ended every session of the member, this browser's included.
            markSessionChanged();
            setStep('done');
          }}
        />
      )}
      {step === 'done' && <Done />}
    </div>
  );
}
