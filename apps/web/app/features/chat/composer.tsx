import { CHAT_MESSAGE_MAX, chatTextLength, type EmojiCode } from '@zay/contract';
import { ImagePlus, LoaderCircle, SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '~/lib/translation';
import { checkChatText, clampChatText } from './chat-text';
import { isSendKey } from './send-key';
import { CHAT_IMAGE_ACCEPT } from './chat-upload';
import { EmojiPicker } from './emoji-picker';

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

export function Composer({ disabled, sending, uploading, onSendText, onSendImage, failure }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<'blank' | 'tooLong' | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const ids = { counter: useId(), error: useId() };
  const length = chatTextLength(text);

  const change = (value: string) => {
    const clamped = clampChatText(value);
    setText(clamped);
    setError(chatTextLength(value) >= CHAT_MESSAGE_MAX ? 'tooLong' : null);
  };

  const insertEmoji = (code: EmojiCode) => {
    const el = area.current;
    const at = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? at;
    const next = text.slice(0, at) + code + text.slice(end);
    if (chatTextLength(next) > CHAT_MESSAGE_MAX) return setError('tooLong');
    change(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + code.length, at + code.length);
    });
  };

  const send = async () => {
    if (disabled || sending) return;
    const checked = checkChatText(text);
    if (!checked.ok) return setError(checked.reason);
    setError(null);
    if (await onSendText(checked.text)) setText('');
    area.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey(event, event.nativeEvent.isComposing)) return;
    event.preventDefault();
    void send();
  };

  return (
    <div className="border-t border-line bg-white px-4 pt-2 pb-3">
      <div className="flex items-center gap-1">
        <EmojiPicker onPick={insertEmoji} disabled={disabled} />
        <button
          type="button"
          disabled={disabled || uploading !== null}
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
            if (!picked) return;
            setError(null);
            onSendImage(picked);
          }}
        />
        {uploading !== null && (
          <span role="status" className="flex items-center gap-1 text-xs text-muted">
            <LoaderCircle size={14} className="animate-spin" aria-hidden />
            {t('chat.uploading', { percent: uploading })}
          </span>
        )}
      </div>
      <textarea
        ref={area}
        value={text}
        disabled={disabled}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        rows={3}
        aria-label={t('chat.input')}
        aria-describedby={`${ids.counter} ${ids.error}`}
        aria-invalid={error === 'blank' || undefined}
        placeholder={t('chat.placeholder')}
        className="mt-1 block w-full resize-none rounded border border-line px-2 py-1.5 text-[14px] leading-text text-ink outline-none focus:border-brand disabled:bg-page"
      />
      <div className="mt-2 flex items-center gap-3">
        <span id={ids.error} role="alert" className="min-w-0 flex-1 text-xs leading-tight-text text-brand">
          {error === 'blank' && t('chat.blank')}
          {error === 'tooLong' && t('chat.tooLong', { max: CHAT_MESSAGE_MAX })}
          {!error && failure}
        </span>
        <Counter length={length} id={ids.counter} />
        <button
          type="button"
          onClick={() => void send()}
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
      </div>
    </div>
  );
}
