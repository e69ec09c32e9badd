import { offlinePayEndpoint, PAY_PROOF_IMAGES_MAX } from '@zay/contract';
import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { PROOF_TYPES, useProofPictures, type Picture } from './use-proof-pictures';

/** One picked picture: its preview, then its upload's progress bar or error, and a way to drop it. */
function ProofPicture({ picture, n, onRemove }: { picture: Picture; n: number; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="relative size-28 overflow-hidden rounded border border-line bg-page">
      <img
        src={picture.preview}
        alt={t('pay.proofN', { n })}
        width={112}
        height={112}
        className="size-full object-cover"
      />
      {!picture.path && !picture.error && (
        <div className="absolute inset-x-0 bottom-0 bg-black/55 px-2 py-1 text-2xs text-white">
          <div
            role="progressbar"
            aria-valuenow={picture.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={t('pay.uploading')}
            className="h-1.5 overflow-hidden rounded bg-white/30"
          >
            <div className="h-full bg-white" style={{ width: `${picture.progress}%` }} />
          </div>
        </div>
      )}
      {picture.error && (
        <p className="absolute inset-x-0 bottom-0 bg-brand px-1 py-0.5 text-2xs text-white">{picture.error}</p>
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('pay.removeProof', { n })}
        className="absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-black/60 text-white hover:bg-brand"
      >
        <X size={13} aria-hidden />
      </button>
    </li>
  );
}

/** The tile that opens the file picker (several pictures at once). */
function AddProof({
  input,
  onFiles,
}: {
  input: RefObject<HTMLInputElement | null>;
  onFiles: (files: FileList | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <label className="flex size-28 cursor-pointer flex-col items-center justify-center gap-1 rounded border border-dashed border-[#c9c9c9] text-xs text-muted hover:border-brand hover:text-brand has-focus-visible:outline-2 has-focus-visible:outline-brand">
        <ImagePlus size={22} aria-hidden />
        {t('pay.addProof')}
        <input
          ref={input}
          type="file"
          accept={PROOF_TYPES.join(',')}
          multiple
          className="sr-only"
          onChange={(e) => onFiles(e.target.files)}
        />
      </label>
    </li>
  );
}

/** Sends the uploaded pictures' paths (pay/offlinepay); a refusal goes to `onFailure`. */
function useSendProof(outTradeNo: string, onSent: () => void, onFailure: (message: string) => void) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  async function send(imgs: string[]) {
    setSending(true);
    const result = await api(offlinePayEndpoint, { out_trade_no: outTradeNo, imgs });
    setSending(false);
    if (result.ok) onSent();
    else onFailure(result.message || t('errors.network'));
  }
  return { sending, send };
}

/**
 * The bank-transfer proof: pick up to 3 pictures (previewed at once, uploaded with a progress
 * bar), then send them; the payment then waits for the shop's confirmation.
 */
export function ProofUpload({ outTradeNo, onSent }: { outTradeNo: string; onSent: () => void }) {
  const { t } = useTranslation();
  const { pictures, add, remove, input, failure, setFailure } = useProofPictures();
  const { sending, send } = useSendProof(outTradeNo, onSent, setFailure);
  const uploaded = pictures.filter((p) => p.path).map((p) => p.path!);
  const busy = pictures.some((p) => !p.path && !p.error);
  return (
    <div className="grid gap-3">
      <p className="text-[13px] font-semibold text-ink">{t('pay.proofTitle')}</p>
      <ul className="flex flex-wrap gap-3" aria-label={t('pay.proofPictures')}>
        {pictures.map((p, i) => (
          <ProofPicture key={p.key} picture={p} n={i + 1} onRemove={() => remove(p.key)} />
        ))}
        {pictures.length < PAY_PROOF_IMAGES_MAX && <AddProof input={input} onFiles={add} />}
      </ul>
      <p className="text-xs text-subtle">{t('pay.proofHint', { count: PAY_PROOF_IMAGES_MAX })}</p>
      {failure && (
        <p role="alert" className="text-[13px] text-brand">
          {failure}
        </p>
      )}
      <button
        type="button"
        onClick={() => void send(uploaded)}
        disabled={uploaded.length === 0 || busy || sending}
        className="flex h-10 w-fit items-center gap-2 rounded bg-brand px-6 text-[14px] text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#b0b0b0]"
      >
        {sending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
        {t('pay.sendProof')}
      </button>
    </div>
  );
}
