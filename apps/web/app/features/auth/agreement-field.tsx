import { lazy, Suspense, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const loadDialog = () => import('./agreement-dialog');
const AgreementDialog = lazy(loadDialog);

interface Props {
  id: string;
  field: UseFormRegisterReturn;
  error?: string;
  title: string;
  /** Ticks the box when the shopper agrees inside the dialog. */
  onAccept: () => void;
}

/**
 * "I have read and agree to the <agreement>": the box, and a button in the sentence that opens the
 * terms. Languages put the title at different places in the sentence (Burmese ends with the verb),
 * so the text around it comes in two parts and the box is named by all three.
 */
export function AgreementField({ id, field, error, title, onAccept }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const prefix = t('auth.agreePrefix');
  const suffix = t('auth.agreeSuffix');
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <div className="flex items-start gap-2 text-[13px] leading-tight-text text-body">
        <input
          id={id}
          type="checkbox"
          aria-labelledby={`${id}-prefix ${id}-title ${id}-suffix`}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-[3px] size-4 shrink-0 cursor-pointer accent-brand"
          {...field}
        />
        <span>
          {prefix && (
            <label id={`${id}-prefix`} htmlFor={id} className="mr-1 cursor-pointer">
              {prefix}
            </label>
          )}
          <button
            ref={opener}
            id={`${id}-title`}
            type="button"
            onClick={() => setOpen(true)}
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
            className="text-brand hover:underline"
          >
            {t('auth.agreementLink', { title: title || t('auth.agreementDefault') })}
          </button>
          {suffix && (
            <label id={`${id}-suffix`} htmlFor={id} className="ml-1 cursor-pointer">
              {suffix}
            </label>
          )}
        </span>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 pl-6 text-xs leading-tight-text text-brand">
          {error}
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <AgreementDialog
            title={title}
            returnFocus={opener}
            onClose={() => setOpen(false)}
            onAccept={() => {
              onAccept();
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
