import { lazy, Suspense, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from './form-parts';

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

/** "I have read and agree to the agreement": the box, and the button that opens the terms. */
export function AgreementField({ id, field, error, title, onAccept }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const name = title || t('auth.agreementDefault');
  return (
    <>
      <CheckboxField
        id={id}
        field={field}
        error={error}
        label={t('auth.agreePrefix')}
        after={
          <button
            ref={opener}
            type="button"
            onClick={() => setOpen(true)}
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
            className="ml-1 text-brand hover:underline"
          >
            {t('auth.agreementLink', { title: name })}
          </button>
        }
      />
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
    </>
  );
}
