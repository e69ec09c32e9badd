import {
  platformSettingsSaveEndpoint,
  platformSiteImageUpload,
  type SettingsGroup,
  type SettingsSaveBody,
  type SettingsValues,
} from '@zay/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { BUTTON, FORM_INPUT, FORM_LABEL, PLAIN_BUTTON } from '~/components/console/console-ui';
import { api, isSessionError } from '~/lib/api';
import { imageUrl } from '~/lib/links';
import { notifySuccess } from '~/lib/notify';
import { uploadPicture } from '~/lib/picture-uploads';
import { useTranslation } from '~/lib/translation';

/**
 * The pieces every settings form is built of (issue 31, ADR 091): a group's value held while it is
 * typed, saved whole; a failed save says why beside the button and keeps what was typed.
 */
export function useGroupForm<G extends SettingsGroup>(group: G, initial: SettingsValues[G]) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const patch = (change: Partial<SettingsValues[G]>) => setValue((v) => ({ ...v, ...change }));
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    const r = await api(platformSettingsSaveEndpoint, { group, value } as SettingsSaveBody);
    setBusy(false);
    if (!r.ok) {
      // An ended session is the session watcher's; the form stays as typed either way.
      if (!isSessionError(r)) setError(t('platformSettings.notSaved', { message: r.message }));
      return;
    }
    setError('');
    void notifySuccess(t('platformSettings.saved', { group: t(`platformSettings.group_${group}`) }));
    await revalidator.revalidate();
  }
  return { value, setValue, patch, busy, error, submit };
}

/** One group's form: its panel, heading (the section's anchor), fields and save button. */
export function GroupForm(props: {
  group: SettingsGroup;
  form: { busy: boolean; error: string; submit: (e: FormEvent<HTMLFormElement>) => Promise<void> };
  hint?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = `settings-${props.group}-title`;
  return (
    <section
      id={`settings-${props.group}`}
      aria-labelledby={heading}
      className="mb-4 scroll-mt-4 bg-white p-5"
      data-testid={`settings-${props.group}`}
    >
      <h2 id={heading} className="mb-1 text-[16px] leading-tight-text font-semibold text-ink">
        {t(`platformSettings.group_${props.group}`)}
      </h2>
      {props.hint && <p className="mb-3 text-[13px] leading-normal text-muted">{props.hint}</p>}
      <form onSubmit={(e) => void props.form.submit(e)} className="mt-3 grid gap-4" noValidate>
        {props.children}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={props.form.busy} className={BUTTON}>
            {props.form.busy ? t('platformSettings.saving') : t('platformSettings.save')}
          </button>
          {props.form.error && (
            <p role="alert" className="text-[13px] leading-normal text-brand">
              {props.form.error}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

/** Fields side by side where the page is wide enough. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-[repeat(auto-fit,minmax(220px,1fr))] gap-4">{children}</div>;
}

export function TextField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  maxLength?: number;
  type?: 'text' | 'email' | 'tel' | 'url';
  name?: string;
}) {
  return (
    <label className={FORM_LABEL}>
      {props.label}
      <input
        type={props.type ?? 'text'}
        name={props.name}
        value={props.value}
        maxLength={props.maxLength}
        onChange={(e) => props.onChange(e.target.value)}
        className={FORM_INPUT}
      />
    </label>
  );
}

export function AreaField(props: { label: string; value: string; onChange: (v: string) => void; maxLength?: number }) {
  return (
    <label className={FORM_LABEL}>
      {props.label}
      <textarea
        value={props.value}
        maxLength={props.maxLength}
        rows={3}
        onChange={(e) => props.onChange(e.target.value)}
        className="w-full rounded border border-line px-2 py-1.5 text-[13px] leading-normal focus:border-brand focus:outline-none"
      />
    </label>
  );
}

/**
 * A whole number typed as text (so a half-typed value is kept): the number it reads as, or NaN,
 * which the API refuses with the field's name rather than silently saving 0.
 */
export function NumberField(props: {
  label: string;
  value: number;
  onChange: (v: number) => void;
  /** Digits after the point the field shows and takes (money in Ks, a fee in percent). */
  scale?: number;
  min?: number;
  name?: string;
}) {
  const scale = props.scale ?? 0;
  const factor = 10 ** scale;
  const shown = Number.isFinite(props.value) ? (props.value / factor).toFixed(scale) : '';
  const [text, setText] = useState(shown);
  return (
    <label className={FORM_LABEL}>
      {props.label}
      <input
        inputMode={scale ? 'decimal' : 'numeric'}
        name={props.name}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = e.target.value.trim() === '' ? NaN : Number(e.target.value);
          props.onChange(Number.isFinite(n) ? Math.round(n * factor) : NaN);
        }}
        className={`${FORM_INPUT} tabular-nums`}
      />
    </label>
  );
}

export function CheckField(props: { label: string; checked: boolean; onChange: (v: boolean) => void; name?: string }) {
  return (
    <label className="flex items-center gap-2 text-[14px] leading-tight-text text-body">
      <input
        type="checkbox"
        name={props.name}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        className="size-4 accent-brand"
      />
      {props.label}
    </label>
  );
}

/** Several options of which any may be ticked, as a list of the ticked ones (in `options` order). */
export function CheckList<T extends string>(props: {
  legend: string;
  options: readonly T[];
  label: (o: T) => string;
  value: readonly T[];
  onChange: (v: T[]) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-[13px] text-muted">{props.legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {props.options.map((o) => (
          <CheckField
            key={o}
            label={props.label(o)}
            checked={props.value.includes(o)}
            onChange={(on) => props.onChange(props.options.filter((x) => (x === o ? on : props.value.includes(x))))}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** One of several options, as radio buttons. */
export function RadioList<T extends string | number>(props: {
  legend: string;
  name: string;
  options: readonly T[];
  label: (o: T) => string;
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-[13px] text-muted">{props.legend}</legend>
      {props.options.map((o) => (
        <label key={o} className="flex items-center gap-2 text-[14px] leading-tight-text text-body">
          <input
            type="radio"
            name={props.name}
            checked={props.value === o}
            onChange={() => props.onChange(o)}
            className="size-4 accent-brand"
          />
          {props.label(o)}
        </label>
      ))}
    </fieldset>
  );
}

/** An image setting: its path (typed or uploaded), a preview, and an upload button. */
export function ImageField(props: { label: string; value: string; onChange: (v: string) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    const r = await uploadPicture(platformSiteImageUpload, file, () => {}, i18n.language);
    setBusy(false);
    if (r.ok) {
      setError('');
      props.onChange(r.path);
    } else setError(r.message || t('platformSettings.uploadFailed'));
  }
  return (
    <div className="flex items-start gap-3">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded border border-line bg-page text-center text-[11px] text-muted">
        {props.value ? (
          <img src={imageUrl(props.value)} alt="" className="max-h-full max-w-full object-contain" />
        ) : (
          t('platformSettings.noImage')
        )}
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        <label className={FORM_LABEL}>
          {t('platformSettings.imagePath', { label: props.label })}
          <input value={props.value} onChange={(e) => props.onChange(e.target.value)} className={FORM_INPUT} />
        </label>
        <div className="flex items-center gap-2">
          <label
            htmlFor={id}
            className={`${PLAIN_BUTTON} cursor-pointer focus-within:outline-2 focus-within:outline-brand`}
          >
            {busy ? t('platformSettings.uploading') : t('platformSettings.upload', { label: props.label })}
            <input
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={busy}
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </label>
          {error && (
            <span role="alert" className="text-[13px] text-brand">
              {error}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
