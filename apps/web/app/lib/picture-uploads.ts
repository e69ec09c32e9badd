import { useEffect, useRef, useState } from 'react';

export type UploadOutcome = { ok: true; path: string } | { ok: false; message: string };

/** The picture types the upload endpoints take. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * Sends one picture (multipart field `field`) to `path` with XMLHttpRequest, which, unlike fetch,
 * reports upload progress. The answer is the API's usual envelope.
 */
export function uploadPicture(
  endpoint: { path: string; field: string },
  file: File,
  onProgress: (percent: number) => void,
  lang: string,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint.path);
    xhr.setRequestHeader('x-requested-with', 'XMLHttpRequest');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      const body = xhr.response as { code?: number; message?: string; data?: { pic_path?: unknown } } | null;
      if (body?.code === 0 && typeof body.data?.pic_path === 'string') resolve({ ok: true, path: body.data.pic_path });
      else resolve({ ok: false, message: body?.message ?? '' });
    };
    xhr.onerror = () => resolve({ ok: false, message: '' });
    const form = new FormData();
    form.set('lang', lang);
    form.set(endpoint.field, file);
    xhr.send(form);
  });
}

export interface Picture {
  key: string;
  preview: string;
  progress: number;
  path?: string;
  error?: string;
}

export interface PictureUploadOptions {
  endpoint: { path: string; field: string };
  lang: string;
  max: number;
  maxBytes: number;
  /** The words for each refusal, already translated. */
  says: {
    uploadFailed: () => string;
    wrongType: () => string;
    tooBig: (mb: number) => string;
    /** When given, picking more than there is room for says so; otherwise the extra files are dropped. */
    tooMany?: (max: number) => string;
  };
}

/**
 * Pictures picked so far: each previewed at once and uploaded with its progress, at most `max`;
 * `failure` says why a picked file was refused.
 */
export function usePictureUploads({ endpoint, lang, max, maxBytes, says }: PictureUploadOptions) {
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
    void uploadPicture(endpoint, file, (progress) => update(key, { progress }), lang).then((outcome) =>
      update(key, outcome.ok ? { path: outcome.path, progress: 100 } : { error: outcome.message || says.uploadFailed() }),
    );
  }

  function add(files: FileList | null) {
    setFailure('');
    const picked = [...(files ?? [])];
    const room = max - pictures.length;
    if (picked.length > room && says.tooMany) setFailure(says.tooMany(max));
    for (const file of picked.slice(0, room)) {
      if (!PICTURE_TYPES.includes(file.type)) setFailure(says.wrongType());
      else if (file.size > maxBytes) setFailure(says.tooBig(maxBytes / 1024 / 1024));
      else upload(file);
    }
    if (input.current) input.current.value = '';
  }

  const remove = (key: string) => setPictures((list) => list.filter((x) => x.key !== key));
  return { pictures, add, remove, input, failure, setFailure };
}
