import { EMOJI_CHARS, EMOJI_CODES, type EmojiCode } from '@zay/contract';
import { Smile } from 'lucide-react';
import * as Popover from 'radix-ui/popover';
import { useRef, useState } from 'react';
import { useTranslation } from '~/lib/translation';

/** The 47 emoji (SPEC §9) in a popover; picking one inserts its code at the caret. */
export function EmojiPicker({ onPick, disabled }: { onPick: (code: EmojiCode) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // After a pick the caret goes back to the text; after Esc, focus returns to the button.
  const picked = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        disabled={disabled}
        aria-label={t('chat.emoji')}
        className="grid size-8 place-items-center rounded text-muted hover:bg-page hover:text-brand disabled:opacity-40"
      >
        <Smile size={19} aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={6}
          aria-label={t('chat.emoji')}
          onCloseAutoFocus={(event) => {
            if (picked.current) event.preventDefault();
            picked.current = false;
          }}
          className="z-[60] grid w-[330px] grid-cols-10 gap-0.5 rounded-lg border border-line bg-white p-2 shadow-xl"
        >
          {EMOJI_CODES.map((code, i) => (
            <button
              key={code}
              type="button"
              data-emoji={code}
              aria-label={t('chat.emojiN', { n: i + 1 })}
              onClick={() => {
                picked.current = true;
                onPick(code);
                setOpen(false);
              }}
              className="grid size-8 place-items-center rounded text-[20px] leading-none hover:bg-brand-soft"
            >
              {EMOJI_CHARS[code]}
            </button>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
