import { PAY_PROOF_IMAGES_MAX, PAY_PROOF_MAX_BYTES } from '@zay/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { uploadProof } from './upload-proof';

export interface Picture {
  key: string;
  preview: string;
  progress: number;
  path?: string;
  error?: string;
}

export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * The proof pictures picked so far: each previewed at once and uploaded with its progress;
 * `failure` says why a picked file was refused (and, later, why sending failed).
 */
export function useProofPictures() {
  const { t, i18n } = useTranslation();
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [failure, setFailure] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const update = (key: string, patch: Partial<Picture>) =>
    setPictures((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  function upload(file: File) {
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

  function add(files: FileList | null) {
    setFailure('');
    for (const file of [...(files ?? [])].slice(0, PAY_PROOF_IMAGES_MAX - pictures.length)) {
      if (!PROOF_TYPES.includes(file.type)) setFailure(t('pay.proofType'));
      else if (file.size > PAY_PROOF_MAX_BYTES)
        setFailure(t('pay.proofTooBig', { mb: PAY_PROOF_MAX_BYTES / 1024 / 1024 }));
      else upload(file);
    }
    if (input.current) input.current.value = '';
  }

  const remove = (key: string) => setPictures((list) => list.filter((x) => x.key !== key));
  return { pictures, add, remove, input, failure, setFailure };
}
