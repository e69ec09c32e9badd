import { lazy, Suspense, useRef, useState, type ComponentProps, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/translation';

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

/** The dialog's code arrives on first use (hover or focus of the title already starts loading it). */
function LazyDialog(props: ComponentProps<typeof AgreementDialog>) {
  return (
    <Suspense fallback={null}>
      <AgreementDialog {...props} />
    </Suspense>
  );
}

/** The sentence around the title: a label on each side, so a click on the words ticks the box. */
function AgreementSentence({
  id,
  title,
  opener,
  onOpen,
}: {
  id: string;
  title: string;
  opener: Ref<HTMLButtonElement>;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const prefix = t('auth.agreePrefix');
  const suffix = t('auth.agreeSuffix');
  return (
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
        onClick={onOpen}
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
  );
}

/**
 * "I have read and agree to the <agreement>": the box, and a button in the sentence that opens the
 * terms. Languages put the title at different places in the sentence (Burmese ends with the verb),
 * so the text around it comes in two parts and the box is named by all three.
 */
export function AgreementField({ id, field, error, title, onAccept }: Props) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
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
        <AgreementSentence id={id} title={title} opener={opener} onOpen={() => setOpen(true)} />
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 pl-6 text-xs leading-tight-text text-brand">
          {error}
        </p>
      )}
      {open && (
        <LazyDialog
          title={title}
          returnFocus={opener}
          onClose={() => setOpen(false)}
          onAccept={() => {
            onAccept();
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
