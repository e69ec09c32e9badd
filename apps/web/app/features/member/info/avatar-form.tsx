import { HEADIMG_SIDE, modifyHeadimgEndpoint } from '@zay/contract';
import { useState, type ChangeEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Img } from '~/components/ui/img';
import { api } from '~/lib/api';
import { imageUrl } from '~/lib/links';
import { notifyError, notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { retinaPath, uploadHeadimg } from './upload-headimg';

/** Choose a picture (uploaded and cut to 120×120 at once), look at it, then save it as the avatar. */
export function AvatarForm({ headimg }: { headimg: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [uploaded, setUploaded] = useState('');
  const [busy, setBusy] = useState(false);
  const shown = uploaded || headimg;

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    const result = await uploadHeadimg(file);
    setBusy(false);
    if (result.ok) setUploaded(result.path);
    else void notifyError(result.message || t('memberCentre.uploadFailed'));
  };

  const save = async () => {
    setBusy(true);
    const result = await api(modifyHeadimgEndpoint, { headimg: uploaded });
    setBusy(false);
    if (!result.ok) return void notifyError(result.message || t('memberCentre.saveFailed'));
    setUploaded('');
    void notifySuccess(t('memberCentre.avatarSaved'));
    void revalidator.revalidate();
  };

  return (
    <div className="flex flex-wrap items-start gap-8">
      <div className="flex flex-col items-center gap-2">
        {shown.startsWith('upload/') ? (
          <img
            src={imageUrl(shown)}
            srcSet={`${imageUrl(retinaPath(shown))} 2x`}
            width={HEADIMG_SIDE}
            height={HEADIMG_SIDE}
            alt={t('memberCentre.avatarPreview')}
            className="size-[120px] rounded-full border border-line object-cover"
            data-testid="avatar-preview"
          />
        ) : (
          <Img
            kind="headimg"
            src={shown}
            width={HEADIMG_SIDE}
            height={HEADIMG_SIDE}
            alt={t('memberCentre.avatarPreview')}
            className="size-[120px] rounded-full border border-line object-cover"
          />
        )}
      </div>
      <div className="flex max-w-[360px] flex-col gap-3 text-[13px]">
        <p className="leading-text text-muted">{t('memberCentre.avatarHint', { side: HEADIMG_SIDE })}</p>
        <label className="inline-flex cursor-pointer self-start rounded border border-line bg-white px-4 py-2 text-body hover:border-brand hover:text-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand">
          {busy ? t('memberCentre.uploading') : t('memberCentre.chooseAvatar')}
          <input
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={busy}
            onChange={(e) => void choose(e)}
            data-testid="avatar-file"
          />
        </label>
        <button
          type="button"
          disabled={busy || !uploaded}
          onClick={() => void save()}
          className="self-start rounded bg-brand px-8 py-2 text-[14px] text-white hover:bg-brand-dark disabled:opacity-50"
        >
          {t('memberCentre.save')}
        </button>
      </div>
    </div>
  );
}
