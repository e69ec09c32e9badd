import { offlinePayEndpoint, PAY_PROOF_IMAGES_MAX } from '@zay/contract';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { AddPictureTile, PictureTile } from '~/components/ui/picture-tiles';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { useProofPictures } from './use-proof-pictures';

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
          <PictureTile
            key={p.key}
            picture={p}
            size="lg"
            says={{
              alt: t('pay.proofN', { n: i + 1 }),
              uploading: t('pay.uploading'),
              remove: t('pay.removeProof', { n: i + 1 }),
            }}
            onRemove={() => remove(p.key)}
          />
        ))}
        {pictures.length < PAY_PROOF_IMAGES_MAX && (
          <AddPictureTile size="lg" label={t('pay.addProof')} input={input} onFiles={add} />
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
