import {
  LANGS,
  platformContentSaveEndpoint,
  type ContentConsoleKind,
  type ContentDetail,
  type Lang,
} from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { BUTTON, SELECT } from '~/components/console/console-ui';
import { api, isSessionError } from '~/lib/api';
import { notifyError, notifySuccess } from '~/lib/notify';
import { useTranslation, type TranslationKey } from '~/lib/translation';
import { LazyRichTextEditor } from './lazy-rich-text-editor';

const LANG_LABEL: Record<Lang, TranslationKey> = {
  'md-mm': 'platformContent.langMm',
  'zh-cn': 'platformContent.langZh',
  'en-us': 'platformContent.langEn',
};

const INPUT =
  'h-9 w-full min-w-0 rounded border border-[#d4d4d4] bg-white px-2 text-[14px] text-ink outline-none focus:border-brand';

type Texts = ContentDetail['texts'];
const EMPTY: Texts = {
  'md-mm': { title: '', content: '' },
  'zh-cn': { title: '', content: '' },
  'en-us': { title: '', content: '' },
};

/** A yes/no flag of the content (shown, on top), kept as the API's 1 or 0. */
function FlagBox({ label, on, onChange }: { label: string; on: number; onChange: (on: 0 | 1) => void }) {
  return (
    <label className="flex min-h-9 items-center gap-2">
      <input type="checkbox" checked={on === 1} onChange={(e) => onChange(e.target.checked ? 1 : 0)} />
      {label}
    </label>
  );
}

/**
 * One help class, help article or notice in each language (ADR 057/069): a tab per language,
 * Burmese first (the row itself, with its class, order and flags), Chinese and English its
 * translations, each saved on its own. A new piece of content is saved in Burmese first.
 */
export function ContentForm({
  kind,
  detail,
  classes,
  classId,
  editHref,
}: {
  kind: ContentConsoleKind;
  detail: ContentDetail | null;
  classes: { id: number; title: string }[];
  classId: number;
  /** The editor's address for a newly created id. */
  editHref: (id: number) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [lang, setLang] = useState<Lang>('md-mm');
  const [texts, setTexts] = useState<Texts>(detail?.texts ?? EMPTY);
  const [flags, setFlags] = useState({
    class_id: detail?.class_id || classId,
    sort: detail?.sort ?? 0,
    is_show: detail?.is_show ?? 1,
    is_top: detail?.is_top ?? 0,
  });
  const [busy, setBusy] = useState(false);
  const hasBody = kind !== 'help_class';
  const text = texts[lang];
  const setText = (change: Partial<Texts[Lang]>) =>
    setTexts((all) => ({ ...all, [lang]: { ...all[lang], ...change } }));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const main = lang === 'md-mm';
    const result = await api(platformContentSaveEndpoint, {
      kind,
      id: detail?.id,
      edit_lang: lang,
      title: text.title,
      content: text.content,
      ...(main
        ? {
            sort: flags.sort,
            is_show: flags.is_show === 1,
            ...(kind === 'help' ? { class_id: flags.class_id } : {}),
            ...(kind === 'notice' ? { is_top: flags.is_top === 1 } : {}),
          }
        : {}),
    });
    setBusy(false);
    if (!result.ok) {
      if (!isSessionError(result)) void notifyError(result.message);
      return;
    }
    void notifySuccess(t('platformContent.saved'));
    if (!detail) await navigate(editHref(result.data), { replace: true });
    else await revalidator.revalidate();
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="grid gap-4 bg-white p-5" data-testid="content-form">
      <div role="tablist" aria-label={t('platformContent.languages')} className="flex flex-wrap border-b border-line">
        {LANGS.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            aria-selected={lang === l}
            disabled={!detail && l !== 'md-mm'}
            onClick={() => setLang(l)}
            className={`-mb-px border-b-2 px-4 py-2.5 text-[14px] leading-tight-text disabled:opacity-50 ${
              lang === l ? 'border-brand font-semibold text-brand' : 'border-transparent text-body hover:text-brand'
            }`}
          >
            {t(LANG_LABEL[l])}
          </button>
        ))}
      </div>
      {(lang !== 'md-mm' || !detail) && (
        <p className="text-[13px] leading-text text-muted">
          {t(lang !== 'md-mm' ? 'platformContent.translationHint' : 'platformContent.saveFirst')}
        </p>
      )}
      <label className="flex flex-col gap-1 text-[13px]">
        <span className="text-muted">{t('platformContent.title')}</span>
        <input
          value={text.title}
          maxLength={100}
          required={lang === 'md-mm'}
          placeholder={lang === 'md-mm' ? '' : texts['md-mm'].title}
          onChange={(e) => setText({ title: e.target.value })}
          className={INPUT}
          data-testid="content-title"
        />
      </label>
      {hasBody && (
        <div className="flex flex-col gap-1 text-[13px]">
          <span className="text-muted">{t('platformContent.body')}</span>
          <LazyRichTextEditor
            key={lang}
            initial={text.content}
            label={`${t('platformContent.body')} (${t(LANG_LABEL[lang])})`}
            onChange={(content) => setText({ content })}
          />
        </div>
      )}
      {lang === 'md-mm' && (
        <div className="flex flex-wrap items-end gap-5 text-[13px]">
          {kind === 'help' && (
            <label className="flex w-60 flex-col gap-1">
              <span className="text-muted">{t('platformContent.helpClass')}</span>
              <select
                value={flags.class_id}
                onChange={(e) => setFlags({ ...flags, class_id: Number(e.target.value) })}
                className={SELECT}
              >
                {classes.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="flex w-48 flex-col gap-1">
            <span className="text-muted">{t('platformContent.sort')}</span>
            <input
              type="number"
              min={0}
              max={99999}
              value={flags.sort}
              onChange={(e) => setFlags({ ...flags, sort: Math.max(0, Math.floor(Number(e.target.value) || 0)) })}
              className={INPUT}
            />
          </label>
          <FlagBox
            label={t('platformContent.isShow')}
            on={flags.is_show}
            onChange={(is_show) => setFlags({ ...flags, is_show })}
          />
          {kind === 'notice' && (
            <FlagBox
              label={t('platformContent.isTop')}
              on={flags.is_top}
              onChange={(is_top) => setFlags({ ...flags, is_top })}
            />
          )}
        </div>
      )}
      <div>
        <button type="submit" disabled={busy} className={BUTTON} data-testid="content-save">
          {t('platformContent.save')}
        </button>
      </div>
    </form>
  );
}
