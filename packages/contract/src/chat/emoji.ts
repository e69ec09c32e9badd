import { EMOJI_COUNT } from '../common/constants';

/**
 * Chat emoji travel inside message text as codes `[emjoy_01]` … `[emjoy_47]` — "emjoy" is the
 * API family's own spelling and must be kept. Each code is shown as a small animated image; the
 * Unicode character is its alt text and the fallback where the image is missing.
 */
export type EmojiCode = `[emjoy_${string}]`;

// prettier-ignore
const EMOJI_CHARACTERS = [
  '😀', '😁', '😂', '🤣', '😃', '😄', '😅', '😆', '😉', '😊',
  '😋', '😎', '😍', '😘', '🙂', '🤗', '🤩', '🤔', '😐', '😑',
  '😶', '🙄', '😏', '😣', '😥', '😮', '🤐', '😯', '😪', '😫',
  '😴', '😌', '😛', '😜', '😝', '🤤', '😒', '😓', '😔', '😕',
  '🙃', '😲', '😞', '😢', '😭', '😡', '😱',
] as const;

function codeOf(n: number): EmojiCode {
  return `[emjoy_${String(n).padStart(2, '0')}]`;
}

export const EMOJI_CODES: readonly EmojiCode[] = Array.from({ length: EMOJI_COUNT }, (_, i) => codeOf(i + 1));

export const EMOJI_CHARS: Readonly<Record<EmojiCode, string>> = Object.fromEntries(
  EMOJI_CODES.map((code, i) => [code, EMOJI_CHARACTERS[i]!]),
);

/** Matches every valid code (01–47) in a text; global, so use it with `replace`/`matchAll`. */
export const EMOJI_CODE_RE = /\[emjoy_(?:0[1-9]|[1-3]\d|4[0-7])\]/g;

export function isEmojiCode(value: string): value is EmojiCode {
  return Object.hasOwn(EMOJI_CHARS, value);
}

/** `/emoji/emjoy_01.gif` for `[emjoy_01]`. */
export function emojiImagePath(code: EmojiCode): string {
  return `/emoji/${code.slice(1, -1)}.gif`;
}

export type ChatTextSegment = { type: 'text'; text: string } | { type: 'emoji'; code: EmojiCode };

/** Splits message text into plain text and emoji codes, in order, for rendering. */
export function splitEmojiText(text: string): ChatTextSegment[] {
  const segments: ChatTextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(EMOJI_CODE_RE)) {
    if (match.index > last) segments.push({ type: 'text', text: text.slice(last, match.index) });
    segments.push({ type: 'emoji', code: match[0] as EmojiCode });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ type: 'text', text: text.slice(last) });
  return segments;
}

/** Replaces every code by its Unicode character, e.g. for notifications and conversation previews. */
export function emojiCodesToText(text: string): string {
  return text.replace(EMOJI_CODE_RE, (code) => EMOJI_CHARS[code as EmojiCode] ?? code);
}
