import { agreementEndpoint } from '@zay/contract';
import { LoaderCircle, X } from 'lucide-react';
import * as Dialog from 'radix-ui/dialog';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '~/lib/translation';
import { api } from '~/lib/api';
import { agreementParagraphs } from './agreement-text';

interface Props {
  title: string;
  onClose: () => void;
  onAccept: () => void;
  /** Focus goes back here on close (the dialog is opened by a button outside radix's Trigger). */
  returnFocus: RefObject<HTMLElement | null>;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; title: string; paragraphs: string[] };

function useAgreement(): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    void api(agreementEndpoint, {}).then((result) => {
      if (!live) return;
      setLoaded(
        result.ok
          ? { state: 'ready', title: result.data.title, paragraphs: agreementParagraphs(result.data.content) }
          : { state: 'failed' },
      );
    });
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

function AgreementBody({ agreement }: { agreement: Loaded }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-40 flex-1 overflow-y-auto px-6 py-4 text-[13px] leading-text text-body" tabIndex={0}>
      {agreement.state === 'loading' && (
        <LoaderCircle size={22} className="mx-auto mt-10 animate-spin text-subtle" aria-label={t('auth.loading')} />
      )}
      {agreement.state === 'failed' && <p role="alert">{t('auth.agreementFailed')}</p>}
      {agreement.state === 'ready' &&
        agreement.paragraphs.map((paragraph, i) => (
          <p key={i} className="mb-3">
            {paragraph}
          </p>
        ))}
    </div>
  );
}

function AgreementHeading({ heading }: { heading: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between border-b border-line px-6 py-4">
      <Dialog.Title className="text-[17px] leading-tight-text font-semibold text-ink">{heading}</Dialog.Title>
      <Dialog.Close
        className="grid size-8 place-items-center rounded text-subtle hover:text-brand"
        aria-label={t('common.close')}
      >
        <X size={18} aria-hidden />
      </Dialog.Close>
    </div>
  );
}

function AgreementActions({ onAccept }: { onAccept: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-3 border-t border-line px-6 py-3">
      <Dialog.Close className="h-10 rounded border border-line px-5 text-[14px] text-body hover:border-brand hover:text-brand">
        {t('common.close')}
      </Dialog.Close>
      <button
        type="button"
        onClick={onAccept}
        className="h-10 rounded bg-brand px-5 text-[14px] text-white hover:bg-brand-dark"
      >
        {t('auth.agreementAccept')}
      </button>
    </div>
  );
}

/** Loaded on first use: the terms in an accessible dialog, with "agree" ticking the form's box. */
export default function AgreementDialog({ title, onClose, onAccept, returnFocus }: Props) {
  const { t } = useTranslation();
  const agreement = useAgreement();
  const heading = (agreement.state === 'ready' && agreement.title) || title || t('auth.agreementDefault');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[80vh] w-[640px] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-2xl"
        >
          <AgreementHeading heading={heading} />
          <Dialog.Description className="sr-only">{t('auth.agreementDescription')}</Dialog.Description>
          <AgreementBody agreement={agreement} />
          <AgreementActions onAccept={onAccept} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
