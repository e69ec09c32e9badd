import { CHAT_MESSAGE_MAX, chatTextLength, EMOJI_CODE_RE, stripChatMarkup } from '@zay/contract';

export type TextCheck = { ok: true; text: string } | { ok: false; reason: 'blank' | 'tooLong' };

/** What the composer would send (SPEC §5): div/br markup stripped, trimmed, not blank, at most 150. */
export function checkChatText(raw: string): TextCheck {
  const text = stripChatMarkup(raw).trim();
  if (!text) return { ok: false, reason: 'blank' };
  if (chatTextLength(text) > CHAT_MESSAGE_MAX) return { ok: false, reason: 'tooLong' };
  return { ok: true, text };
}

const WHOLE_CODE_RE = new RegExp(`^${EMOJI_CODE_RE.source}$`);

/** Cuts typed or pasted text to the limit without splitting an emoji code or a character. */
export function clampChatText(text: string): string {
  if (chatTextLength(text) <= CHAT_MESSAGE_MAX) return text;
  let out = '';
  let used = 0;
  for (const part of text.split(/(\[emjoy_\d{2}\])/)) {
    for (const ch of WHOLE_CODE_RE.test(part) ? [part] : [...part]) {
      if (used === CHAT_MESSAGE_MAX) return out;
      out += ch;
      used += 1;
    }
  }
  return out;
}

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

/** Enter alone sends; with Ctrl, Shift, Alt or Meta it does not (SPEC §2); never mid-IME composition. */
export function isSendKey(event: KeyLike, composing: boolean): boolean {
  return event.key === 'Enter' && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.metaKey && !composing;
}
