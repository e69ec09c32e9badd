import { z } from 'zod';
import { EMOJI_CODE_RE } from '../chat/emoji';
import { CHAT_MESSAGE_MAX, SEARCH_KEYWORD_MAX } from '../common/constants';
import { codePointLength, maxChars, notBlank } from './rule-helpers';

/** The markup a contenteditable input leaves behind: `<div…>`, `</div>`, `<br>`, `<br/>`, `<br />`. */
const CHAT_MARKUP_RE = /<\/?div\b[^>]*>|<br\s*\/?>/gi;

export function stripChatMarkup(text: string): string {
  return text.replace(CHAT_MARKUP_RE, '');
}

/** Characters as the chat counts them: code points, with each emoji code as one character. */
export function chatTextLength(text: string): number {
  return codePointLength(text.replace(EMOJI_CODE_RE, '\uFFFC'));
}

/** A text chat message: markup stripped, trimmed, not blank, at most 150 characters. */
export const chatTextSchema = z
  .string({ error: 'CHAT_BLANK' })
  .overwrite((s) => stripChatMarkup(s).trim())
  .check(
    notBlank('CHAT_BLANK'),
    z.refine<string>((s) => chatTextLength(s) <= CHAT_MESSAGE_MAX, {
      message: 'CHAT_TOO_LONG',
      params: { max: CHAT_MESSAGE_MAX },
    }),
  );

/** A search keyword: trimmed, may be empty, at most 50 characters. */
export const keywordSchema = z
  .string({ error: 'FIELD_INVALID' })
  .trim()
  .check(maxChars(SEARCH_KEYWORD_MAX, 'KEYWORD_TOO_LONG'));
