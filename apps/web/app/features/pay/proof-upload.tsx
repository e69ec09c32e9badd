import { offlinePayEndpoint, PAY_PROOF_IMAGES_MAX, PAY_PROOF_MAX_BYTES } from '@zay/contract';
import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { uploadProof } from './upload-proof';

interface Picture {
  key: string;
  preview: string;
  progress: number;
  path?: string;
  error?: string;
}

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * The bank-transfer proof: pick up to 3 pictures (previewed at once, uploaded with a progress
 * bar), then send them; the payment then waits for the shop's confirmation.
 */
export function ProofUpload({ outTradeNo, onSent }: { outTradeNo: string; onSent: () => void }) {
  const { t, i18n } = useTranslation();
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const update = (key: string, patch: Partial<Picture>) =>
    setPictures((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  function add(files: FileList | null) {
    setFailure('');
    for (const file of [...(files ?? [])].slice(0, PAY_PROOF_IMAGES_MAX - pictures.length)) {
      if (!TYPES.includes(file.type)) {
        setFailure(t('pay.proofType'));
        continue;
      }
      if (file.size > PAY_PROOF_MAX_BYTES) {
        setFailure(t('pay.proofTooBig', { mb: PAY_PROOF_MAX_BYTES / 1024 / 1024 }));
        continue;
      }
      const key = `${Date.now()}-${Math.random()}`;
      const preview = URL.createObjectURL(file);
      urls.current.push(preview);
      setPictures((list) => [...list, { key, preview, progress: 0 }]);
      void uploadProof(file, (progress) => update(key, { progress }), i18n.language).then((outcome) =>
        update(
          key,
          outcome.ok ? { path: outcome.path, progress: 100 } : { error: outcome.message || t('pay.uploadFailed') },
        ),
      );
    }
    if (input.current) input.current.value = '';
  }

  const uploaded = pictures.filter((p) => p.path).map((p) => p.path!);
  const busy = pictures.some((p) => !p.path && !p.error);

  async function send() {
    setSending(true);
    const result = await api(offlinePayEndpoint, { out_trade_no: outTradeNo, imgs: uploaded });
    setSending(false);
    if (result.ok) onSent();
    else setFailure(result.message || t('errors.network'));
  }

  return (
    <div className="grid gap-3">
      <p className="text-[13px] font-semibold text-ink">{t('pay.proofTitle')}</p>
      <ul className="flex flex-wrap gap-3" aria-label={t('pay.proofPictures')}>
        {pictures.map((p, i) => (
          <li key={p.key} className="relative size-28 overflow-hidden rounded border border-line bg-page">
            <img
              src={p.preview}
              alt={t('pay.proofN', { n: i + 1 })}
              width={112}
              height={112}
              className="size-full object-cover"
            />
            {!p.path && !p.error && (
              <div className="absolute inset-x-0 bottom-0 bg-black/55 px-2 py-1 text-[11px] text-white">
                <div
                  role="progressbar"
                  aria-valuenow={p.progress}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-label={t('pay.uploading')}
                  className="h-1.5 overflow-hidden rounded bg-white/30"
                >
                  <div className="h-full bg-white" style={{ width: `${p.progress}%` }} />
                </div>
              </div>
            )}
            {p.error && (
              <p className="absolute inset-x-0 bottom-0 bg-brand px-1 py-0.5 text-[11px] text-white">{p.error}</p>
            )}
            <button
              type="button"
              onClick={() => setPictures((list) => list.filter((x) => x.key !== p.key))}
              aria-label={t('pay.removeProof', { n: i + 1 })}
              className="absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-black/60 text-white hover:bg-brand"
            >
              <X size={13} aria-hidden />
            </button>
          </li>
        ))}
        {pictures.length < PAY_PROOF_IMAGES_MAX && (
          <li>
            <label className="flex size-28 cursor-pointer flex-col items-center justify-center gap-1 rounded border border-dashed border-[#c9c9c9] text-xs text-muted hover:border-brand hover:text-brand has-focus-visible:outline-2 has-focus-visible:outline-brand">
              <ImagePlus size={22} aria-hidden />
              {t('pay.addProof')}
              <input
                ref={input}
                type="file"
                accept={TYPES.join(',')}
                multiple
                className="sr-only"
                onChange={(e) => add(e.target.files)}
              />
            </label>
          </li>
        )}
      </ul>
      <p className="text-xs text-subtle">{t('pay.proofHint', { count: PAY_PROOF_IMAGES_MAX })}</p>
      {failure && (
        <p role="alert" className="text-[13px] text-brand">
          {failure}
        </p>
      )}
      <button
        type="button"
        onClick={() => void send()}
        disabled={uploaded.length === 0 || busy || sending}
        className="flex h-10 w-fit items-center gap-2 rounded bg-brand px-6 text-[14px] text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#b0b0b0]"
      >
        {sending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
        {t('pay.sendProof')}
      </button>
    </div>
  );
}
