import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PLAIN_BUTTON } from '~/components/console/console-ui';
import { useTranslation, type TranslationKey } from '~/lib/translation';

export interface RichTextEditorProps {
  /** The HTML the editor starts with (read once: the editor owns its content afterwards). */
  initial: string;
  onChange: (html: string) => void;
  label: string;
}

/**
 * What the toolbar offers: only what the server's sanitiser keeps (`lib/sanitize-html.ts`):
 * b, i, h2, h3, p, ul/ol/li, a href, img src. No colours, fonts or styles (the sanitiser keeps
 * only bold, italic and alignment as CSS, issue 29); pasted text comes in plain. The server
 * sanitises whatever arrives anyway.
 */
// Glyphs, not icons: every lucide icon the app imports goes into the storefront's shared sprite chunk (ADR 017).
const COMMANDS: { key: TranslationKey; glyph: ReactNode; command: string; value?: string }[] = [
  { key: 'platformContent.bold', glyph: <b>B</b>, command: 'bold' },
  { key: 'platformContent.italic', glyph: <i className="font-serif">I</i>, command: 'italic' },
  { key: 'platformContent.heading', glyph: 'H2', command: 'formatBlock', value: 'h2' },
  { key: 'platformContent.subheading', glyph: 'H3', command: 'formatBlock', value: 'h3' },
  { key: 'platformContent.paragraph', glyph: '¶', command: 'formatBlock', value: 'p' },
  { key: 'platformContent.bulletList', glyph: '•≡', command: 'insertUnorderedList' },
  { key: 'platformContent.numberList', glyph: '1≡', command: 'insertOrderedList' },
];

/** A link or image address: https, or a path on this site. */
const ADDRESS = /^(https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/i;

const TOOL =
  'inline-flex h-8 min-w-8 items-center justify-center rounded px-1.5 text-[14px] leading-none text-body hover:bg-page hover:text-brand focus-visible:outline-2 focus-visible:outline-brand';

/**
 * The platform's rich-text editor (ADR 069): a contenteditable area with a small toolbar, built
 * on the browser's editing commands; no editor library. Loaded on demand (`LazyRichTextEditor`).
 */
export default function RichTextEditor({ initial, onChange, label }: RichTextEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [asking, setAsking] = useState<'link' | 'image' | null>(null);
  const [address, setAddress] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    if (area.current) area.current.innerHTML = initial;
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand('styleWithCSS', false, 'false');
    // The content is the editor's own from here on; `initial` is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changed = () => onChange(area.current?.innerHTML ?? '');
  const run = (command: string, value?: string) => {
    area.current?.focus();
    document.execCommand(command, false, value);
    changed();
  };
  const remember = () => {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    saved.current = range && area.current?.contains(range.commonAncestorContainer) ? range : null;
  };
  const insert = () => {
    const url = address.trim();
    if (!ADDRESS.test(url)) return setError(t('platformContent.badAddress'));
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    if (asking === 'image') run('insertImage', url);
    // A link on selected text wraps it; with nothing selected the address is the link's text.
    else if (selection && !selection.isCollapsed) run('createLink', url);
    else
      run(
        'insertHTML',
        `<a href="${url.replace(/&/g, '&amp;')}">${url.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</a>`,
      );
    setAsking(null);
    setAddress('');
    setError('');
  };
  const ask = (what: 'link' | 'image') => {
    remember();
    setAsking(what);
    setError('');
  };

  return (
    <div className="rounded border border-[#d4d4d4] bg-white focus-within:border-brand">
      <div
        role="toolbar"
        aria-label={t('platformContent.toolbar')}
        className="flex flex-wrap gap-0.5 border-b border-line p-1"
      >
        {COMMANDS.map(({ key, glyph, command, value }) => (
          <button
            key={key}
            type="button"
            title={t(key)}
            aria-label={t(key)}
            className={TOOL}
            // Keep the selection in the text while the button is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(command, value)}
          >
            <span aria-hidden>{glyph}</span>
          </button>
        ))}
        <button
          type="button"
          title={t('platformContent.link')}
          aria-label={t('platformContent.link')}
          className={TOOL}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => ask('link')}
        >
          <span aria-hidden className="underline">
            {t('platformContent.link')}
          </span>
        </button>
        <button
          type="button"
          title={t('platformContent.image')}
          aria-label={t('platformContent.image')}
          className={TOOL}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => ask('image')}
        >
          <span aria-hidden>{t('platformContent.image')}</span>
        </button>
      </div>
      {asking && (
        // Not a form: the editor sits inside the page's form, and forms do not nest.
        <div role="group" className="flex flex-wrap items-start gap-2 border-b border-line p-2">
          <label className="flex min-w-[280px] flex-1 flex-col gap-1 text-[13px]">
            <span className="text-muted">
              {t(asking === 'link' ? 'platformContent.linkPrompt' : 'platformContent.imagePrompt')}
            </span>
            <input
              autoFocus
              type="url"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                insert();
              }}
              aria-invalid={!!error || undefined}
              className="h-9 rounded border border-[#d4d4d4] px-2 text-[14px] outline-none focus:border-brand"
            />
            {error && (
              <span role="alert" className="text-brand">
                {error}
              </span>
            )}
          </label>
          <div className="flex gap-2 self-end">
            <button type="button" className={PLAIN_BUTTON} onClick={insert}>
              {t('platformContent.insert')}
            </button>
            <button type="button" className={PLAIN_BUTTON} onClick={() => setAsking(null)}>
              {t('platformContent.cancel')}
            </button>
          </div>
        </div>
      )}
      <div
        ref={area}
        role="textbox"
        tabIndex={0}
        aria-multiline
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        data-testid="rich-text-area"
        onInput={changed}
        onBlur={remember}
        onPaste={(e) => {
          e.preventDefault();
          document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
          changed();
        }}
        className="min-h-[260px] px-4 py-3 text-[14px] leading-text break-words text-body outline-none [&_a]:text-brand [&_a]:underline [&_h2]:my-3 [&_h2]:text-[18px] [&_h2]:font-semibold [&_h3]:my-2 [&_h3]:text-[16px] [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
      />
    </div>
  );
}
