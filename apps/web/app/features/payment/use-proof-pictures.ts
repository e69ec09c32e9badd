import { PAY_PROOF_IMAGES_MAX, PAY_PROOF_MAX_BYTES, payProofUpload } from '@zay/contract';
import { usePictureUploads } from '~/lib/picture-uploads';
import { useTranslation } from '~/lib/translation';

/**
 * The proof pictures picked so far (see usePictureUploads); `failure` says why a picked file was
 * refused (and, later, why sending failed).
 */
export function useProofPictures() {
  const { t, i18n } = useTranslation();
  return usePictureUploads({
    endpoint: payProofUpload,
    lang: i18n.language,
    max: PAY_PROOF_IMAGES_MAX,
    maxBytes: PAY_PROOF_MAX_BYTES,
    says: {
      uploadFailed: () => t('pay.uploadFailed'),
      wrongType: () => t('pay.proofType'),
      tooBig: (mb) => t('pay.proofTooBig', { mb }),
    },
  });
}
