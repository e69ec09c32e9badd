import { LANGS, type Lang } from '@zay/contract';
import { Check } from 'lucide-react';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { useTranslation } from '~/lib/translation';
import { HTML_LANG, LANG_LABELS, storeLang } from '~/lib/lang';
import { TRIGGER_CLASS, TriggerContent } from './language-trigger';

function choose(lang: Lang, current: Lang) {
  if (lang === current) return;
  storeLang(lang);
  // A full reload lets the server render the new language and the client load only its strings.
  window.location.reload();
}

/** Loaded on first use by LanguageSwitcher, which draws the same trigger until then. */
export default function LanguageMenu({ current }: { current: Lang }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={TRIGGER_CLASS} aria-label={t('header.language')}>
        <TriggerContent current={current} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-36 rounded-md border border-line bg-white p-1 text-[13px] shadow-lg"
        >
          <DropdownMenu.RadioGroup value={current} onValueChange={(value) => choose(value as Lang, current)}>
            {LANGS.map((lang) => (
              <DropdownMenu.RadioItem
                key={lang}
                value={lang}
                lang={HTML_LANG[lang]}
                className="flex cursor-pointer items-center justify-between gap-4 rounded px-3 py-1.5 text-body outline-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand"
              >
                {LANG_LABELS[lang]}
                <DropdownMenu.ItemIndicator>
                  <Check size={14} aria-hidden />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
