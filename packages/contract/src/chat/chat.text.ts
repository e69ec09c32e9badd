import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from '../common/constants';
import { chatTextLength, stripChatMarkup } from '../validation/text.rules';

/** Raw input longer than this is refused before any cleaning (it could never fit 150 characters). */
export const CHAT_RAW_MAX = 4000;

// A tag starts with `<` and a letter, `/`, `!` or `?`; "1 < 2" is not a tag and stays.
const COMPLETE_TAG_RE = /<!--[\s\S]*?-->|<[a-zA-Z/!?][^<>]*>/g;
const TAG_OPENER_RE = /<(?=[a-zA-Z/!?])/g;

/**
 * Chat text as the server stores it: the div/br markup an editable input leaves behind
 * (SPEC §5), then every other tag, removed; a leftover `<` that would open a tag is dropped, so
 * the stored text holds no markup even for clients that render it as HTML. Repeats until
 * stable, so `<scr<b>ipt>` cannot reassemble into a tag.
 */
export function stripChatTags(text: string): string {
  let out = stripChatMarkup(text);
  for (let i = 0; i < 10; i++) {
    const next = out.replace(COMPLETE_TAG_RE, '');
    if (next === out) break;
    out = next;
  }
  return out.replace(TAG_OPENER_RE, '');
}

/**
 * A text message as the server accepts it: tags stripped, trimmed, not blank (CHAT_BLANK),
 * at most 150 characters with each emoji code counted as one (CHAT_TOO_LONG).
 */
export const chatServerTextSchema = z
  .string({ error: 'CHAT_BLANK' })
  .max(CHAT_RAW_MAX, { error: 'CHAT_TOO_LONG' })
  .overwrite((s) => stripChatTags(s).trim())
  .check(
    z.refine<string>((s) => s.length > 0, { message: 'CHAT_BLANK' }),
    z.refine<string>((s) => chatTextLength(s) <= CHAT_MESSAGE_MAX, {
      message: 'CHAT_TOO_LONG',
      params: { max: CHAT_MESSAGE_MAX },
    }),
  );
