import { EVALUATE_IMAGE_MAX_BYTES, REVIEW_IMAGES_MAX, evaluateImageUpload } from '@zay/contract';
import { useEffect, useRef } from 'react';
import { usePictureUploads } from '~/lib/picture-uploads';
import { useTranslation } from '~/lib/translation';

/**
 * One review's pictures, at most REVIEW_IMAGES_MAX (see usePictureUploads). `onChange` hears the
 * uploaded paths and whether an upload is still running.
 */
export function useReviewImages(onChange: (paths: string[], busy: boolean) => void) {
  const { t, i18n } = useTranslation();
  const { pictures, add, remove, input, failure } = usePictureUploads({
    endpoint: evaluateImageUpload,
    lang: i18n.language,
    max: REVIEW_IMAGES_MAX,
    maxBytes: EVALUATE_IMAGE_MAX_BYTES,
    says: {
      uploadFailed: () => t('evaluate.uploadFailed'),
      wrongType: () => t('evaluate.pictureType'),
      tooBig: (mb) => t('evaluate.pictureTooBig', { mb }),
      tooMany: (max) => t('evaluate.picturesMax', { max }),
    },
  });
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    const paths = pictures.filter((p) => p.path).map((p) => p.path!);
    report.current(
      paths,
      pictures.some((p) => !p.path && !p.error),
    );
  }, [pictures]);
  return { pictures, add, remove, input, failure };
}
