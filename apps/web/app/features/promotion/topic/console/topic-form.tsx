import { platformTopicBannerUpload, platformTopicSaveEndpoint, type PlatformTopic } from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import {
  BUTTON,
  FORM_INPUT,
  FORM_LABEL,
  formText,
  LabelledInput,
  MomentInput,
  momentRange,
} from '~/components/console/console-ui';
import { ErrorLine } from '~/components/ui/form-end';
import { api } from '~/lib/api';
import { imageUrl } from '~/lib/links';
import { notifyError, notifySuccess } from '~/lib/notify';
import { uploadPicture } from '~/lib/picture-uploads';
import { useTranslation } from '~/lib/translation';

/** Creates a topic, or edits one: names in three languages, banner, colour, dates, remark, on or closed. */
export function TopicForm({ topic }: { topic: PlatformTopic | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [banner, setBanner] = useState(topic?.topic_adv ?? '');
  const [color, setColor] = useState(topic?.bg_color ?? '#fff1e6');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    const r = await uploadPicture(platformTopicBannerUpload, file, () => {}, i18n.language);
    setBusy(false);
    if (r.ok) setBanner(r.path);
    else void notifyError(r.message || t('platformPromo.uploadFailed'));
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = formText(form);
    const times = momentRange(text);
    if (!times) return setError(t('platformPromo.badTimes'));
    setError('');
    setBusy(true);
    const r = await api(platformTopicSaveEndpoint, {
      ...(topic ? { topic_id: topic.topic_id } : {}),
      topic_name: text('topic_name'),
      name_zh: text('name_zh'),
      name_en: text('name_en'),
      topic_adv: banner,
      bg_color: color,
      remark: text('remark'),
      start_time: times.start,
      end_time: times.end,
      status: form.get('closed') ? -1 : 1,
    });
    setBusy(false);
    if (!r.ok) return setError(r.message);
    void notifySuccess(t('platformPromo.saved'));
    if (topic) await revalidator.revalidate();
    else await navigate(`/platform/topic_edit?topic_id=${r.data.topic_id}`);
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="mb-4 grid gap-4 bg-white p-5"
      aria-labelledby="topic-form-title"
      data-testid="topic-form"
    >
      <h2 id="topic-form-title" className="text-[16px] leading-tight-text font-semibold text-ink">
        {topic ? t('platformPromo.editTopic') : t('platformPromo.newTopic')}
      </h2>
      <div className="grid grid-cols-3 gap-4">
        <LabelledInput
          label={t('platformPromo.nameMm')}
          name="topic_name"
          required
          maxLength={60}
          defaultValue={topic?.topic_name}
        />
        <LabelledInput label={t('platformPromo.nameZh')} name="name_zh" maxLength={60} defaultValue={topic?.name_zh} />
        <LabelledInput label={t('platformPromo.nameEn')} name="name_en" maxLength={60} defaultValue={topic?.name_en} />
        <MomentInput label={t('platformPromo.start')} name="start" unix={topic?.start_time} />
        <MomentInput label={t('platformPromo.end')} name="end" unix={topic?.end_time} />
        <label className={FORM_LABEL}>
          {t('platformPromo.color')}
          <span className="flex items-center gap-2">
            <input
              type="color"
              value={color}
              onChange={(e) => setColor(e.target.value)}
              aria-label={t('platformPromo.color')}
              className="h-9 w-12 rounded border border-line"
            />
            <input
              name="bg_color"
              value={color}
              onChange={(e) => setColor(e.target.value)}
              pattern="#[0-9a-fA-F]{6}"
              className={FORM_INPUT}
            />
          </span>
        </label>
        <label className={`${FORM_LABEL} col-span-3`}>
          {t('platformPromo.remark')}
          <input name="remark" maxLength={300} defaultValue={topic?.remark} className={FORM_INPUT} />
        </label>
      </div>
      <div className="grid gap-2">
        <span className="text-[13px] text-muted">{t('platformPromo.banner')}</span>
        <div
          className="grid aspect-[1210/450] w-[484px] place-items-center overflow-hidden rounded border border-line"
          style={{ backgroundColor: color }}
        >
          {banner ? (
            <img src={imageUrl(banner)} alt="" width={484} height={180} className="size-full object-cover" />
          ) : (
            <span className="text-[13px] text-muted">{t('platformPromo.noBanner')}</span>
          )}
        </div>
        <label className="w-fit cursor-pointer text-[13px] text-brand hover:underline">
          {t('platformPromo.uploadBanner')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            data-testid="topic-banner-file"
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </label>
      </div>
      {topic && (
        <label className="flex items-center gap-2 text-[14px] text-body">
          <input type="checkbox" name="closed" defaultChecked={topic.status === -1} />
          {t('platformPromo.closed')}
        </label>
      )}
      <ErrorLine message={error} />
      <div>
        <button type="submit" disabled={busy} className={BUTTON}>
          {t('platformPromo.save')}
        </button>
      </div>
    </form>
  );
}
