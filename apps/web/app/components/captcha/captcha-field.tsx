import { RefreshCw } from 'lucide-react';
import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from '~/lib/translation';
import { TextField } from '~/components/ui/text-field';
import type { CaptchaState } from './use-captcha';

interface Props {
  captcha: CaptchaState;
  /** A react-hook-form registration, or a plain controlled input's props. */
  field: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  error?: string;
}

/** The picture is a button: a click brings a new one. The id on it lets tests read the code. */
function CaptchaPicture({ captcha }: { captcha: CaptchaState }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => void captcha.refresh()}
      aria-label={t('auth.captchaRefresh')}
      title={t('auth.captchaRefresh')}
      className="relative h-11 w-[120px] shrink-0 overflow-hidden rounded border border-[#d4d4d4] bg-[#fafafa] hover:border-brand"
    >
      {captcha.image ? (
        <img
          src={captcha.image.img}
          data-captcha-id={captcha.image.id}
          width={120}
          height={44}
          alt={t('auth.captchaImage')}
          className="size-full"
        />
      ) : (
        <span className="flex size-full items-center justify-center text-subtle">
          <RefreshCw size={16} className={captcha.failed ? '' : 'animate-spin'} aria-hidden />
        </span>
      )}
    </button>
  );
}

/** The captcha input with its picture; a click on the picture brings a new one. */
export function CaptchaField({ captcha, field, error }: Props) {
  const { t } = useTranslation();
  if (!captcha.enabled) return null;
  return (
    <TextField
      label={t('auth.captcha')}
      placeholder={t('auth.captchaPlaceholder')}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={8}
      error={error}
      beside={<CaptchaPicture captcha={captcha} />}
      {...field}
    />
  );
}
