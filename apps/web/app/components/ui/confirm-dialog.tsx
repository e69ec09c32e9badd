import * as AlertDialog from 'radix-ui/alert-dialog';
import { useTranslation } from '~/lib/translation';

export interface ConfirmDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** The button that keeps things as they are; "Cancel" unless that would read as the action ("Cancel order"). */
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A yes/no question before something that cannot be undone (deleting cart lines, closing an
 * order). Loaded on first use through `LazyConfirmDialog`; focus returns to the opener on close.
 */
export default function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[420px] max-w-[90vw] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-[17px] leading-tight-text font-semibold text-ink">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-[14px] leading-text text-muted">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="h-9 rounded border border-line px-5 text-[14px] text-body hover:border-brand hover:text-brand">
              {cancelLabel ?? t('confirm.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className="h-9 rounded bg-brand px-5 text-[14px] text-white hover:bg-brand-dark"
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
