import { CHAT_MESSAGE_MAX, chatTextLength, type EmojiCode } from '@zay/contract';
import { ImagePlus, LoaderCircle, SendHorizontal } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from '~/lib/translation';
import { CHAT_IMAGE_ACCEPT } from './chat-upload';
import { EmojiPicker } from './emoji-picker';
import { useComposer, type ComposerError } from './use-composer';

interface Props {
  disabled: boolean;
  /** A send is on its way (SPEC §4: sending is locked until it returns). */
  sending: boolean;
  /** Upload progress in percent while a picture goes up. */
  uploading: number | null;
  /** Resolves true when the message was sent, so the text can be cleared. */
  onSendText: (text: string) => Promise<boolean>;
  onSendImage: (file: File) => void;
  /** A failed send or upload, already translated. */
  failure?: string;
}

function Counter({ length, id }: { length: number; id: string }) {
  const { t } = useTranslation();
  const full = length >= CHAT_MESSAGE_MAX;
  return (
    <span
      id={id}
      data-testid="chat-counter"
      className={`text-xs tabular-nums ${full ? 'font-semibold text-brand' : 'text-subtle'}`}
    >
      <span className="sr-only">{t('chat.counterLabel')} </span>
      {length}/{CHAT_MESSAGE_MAX}
    </span>
  );
}

/** The picture button opens a hidden file input; the picked file goes up at once. */
function PictureButton({ disabled, onPicture }: { disabled: boolean; onPicture: (file: File) => void }) {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        disabled={disabled}
        onClick={() => file.current?.click()}
        aria-label={t('chat.sendPicture')}
        className="grid size-8 place-items-center rounded text-muted hover:bg-page hover:text-brand disabled:opacity-40"
      >
        <ImagePlus size={19} aria-hidden />
      </button>
      <input
        ref={file}
        type="file"
        accept={CHAT_IMAGE_ACCEPT}
        className="hidden"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (picked) onPicture(picked);
        }}
      />
    </>
  );
}

interface ToolsProps {
  disabled: boolean;
  uploading: number | null;
  onPick: (code: EmojiCode) => void;
  onPicture: (file: File) => void;
}

/** Emoji, the picture button and the upload's progress. */
function Tools({ disabled, uploading, onPick, onPicture }: ToolsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-1">
      <EmojiPicker onPick={onPick} disabled={disabled} />
      <PictureButton disabled={disabled || uploading !== null} onPicture={onPicture} />
      {uploading !== null && (
        <span role="status" className="flex items-center gap-1 text-xs text-muted">
          <LoaderCircle size={14} className="animate-spin" aria-hidden />
          {t('chat.uploading', { percent: uploading })}
        </span>
      )}
    </div>
  );
}

function SendButton({ sending, disabled, onSend }: { sending: boolean; disabled: boolean; onSend: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onSend}
      disabled={disabled || sending}
      className="flex h-8 items-center gap-1 rounded bg-brand px-4 text-[13px] text-white hover:bg-brand-dark disabled:opacity-50"
    >
      {sending ? (
        <LoaderCircle size={14} className="animate-spin" aria-hidden />
      ) : (
        <SendHorizontal size={14} aria-hidden />
      )}
      {t('chat.send')}
    </button>
  );
}

/** The alert line: the text's own problem first, else why the last send or upload failed. */
function ErrorLine({ id, error, failure }: { id: string; error: ComposerError; failure?: string }) {
  const { t } = useTranslation();
  return (
    <span id={id} role="alert" className="min-w-0 flex-1 text-xs leading-tight-text text-brand">
      {error === 'blank' && t('chat.blank')}
      {error === 'tooLong' && t('chat.tooLong', { max: CHAT_MESSAGE_MAX })}
      {!error && failure}
    </span>
  );
}

export function Composer({ disabled, sending, uploading, onSendText, onSendImage, failure }: Props) {
  const { t } = useTranslation();
  const composer = useComposer(disabled, sending, onSendText);
  const { error } = composer;
  const ids = { counter: useId(), error: useId() };
  const picture = (file: File) => {
    composer.setError(null);
    onSendImage(file);
  };

  return (
    <div className="border-t border-line bg-white px-4 pt-2 pb-3">
      <Tools disabled={disabled} uploading={uploading} onPick={composer.insertEmoji} onPicture={picture} />
      <textarea
        ref={composer.area}
        value={composer.text}
        disabled={disabled}
        onChange={(event) => composer.change(event.target.value)}
        onKeyDown={composer.onKeyDown}
        rows={3}
        aria-label={t('chat.input')}
        aria-describedby={`${ids.counter} ${ids.error}`}
        aria-invalid={error === 'blank' || undefined}
        placeholder={t('chat.placeholder')}
        className="mt-1 block w-full resize-none rounded border border-line px-2 py-1.5 text-[14px] leading-text text-ink outline-none focus:border-brand disabled:bg-page"
      />
      <div className="mt-2 flex items-center gap-3">
        <ErrorLine id={ids.error} error={error} failure={failure} />
        <Counter length={chatTextLength(composer.text)} id={ids.counter} />
        <SendButton sending={sending} disabled={disabled} onSend={() => void composer.send()} />
      </div>
    </div>
  );
}
