import { CHAT_MESSAGE_MAX, chatTextLength, type EmojiCode } from '@zay/contract';
import { useRef, useState, type KeyboardEvent } from 'react';
import { checkChatText, clampChatText, isSendKey } from './chat-text';

export type ComposerError = 'blank' | 'tooLong' | null;

/** The composer's text: clamped to the limit, emoji inserted at the caret, sent with the send key. */
export function useComposer(disabled: boolean, sending: boolean, onSendText: (text: string) => Promise<boolean>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<ComposerError>(null);
  const area = useRef<HTMLTextAreaElement>(null);
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

  return { text, error, setError, area, change, insertEmoji, send, onKeyDown };
}
