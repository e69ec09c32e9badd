import { EMOJI_CHARS, splitEmojiText } from '@zay/contract';

/**
 * Message text as React text nodes (never HTML), with emoji codes shown as their characters.
 * The gif set named by the contract is not shipped; the Unicode character is its documented fallback.
 */
export function ChatRichText({ text }: { text: string }) {
  return (
    <>
      {splitEmojiText(text).map((segment, i) =>
        segment.type === 'text' ? (
          <span key={i}>{segment.text}</span>
        ) : (
          <span key={i} className="inline-block align-[-0.1em] text-[1.2em] leading-none" data-emoji={segment.code}>
            {EMOJI_CHARS[segment.code]}
          </span>
        ),
      )}
    </>
  );
}
