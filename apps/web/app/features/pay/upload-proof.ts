import { payProofUpload } from '@zay/contract';

export type UploadOutcome = { ok: true; path: string } | { ok: false; message: string };

/**
 * Sends one proof image (multipart field `file`) with XMLHttpRequest, which, unlike fetch,
 * reports upload progress. The answer is the API's usual envelope.
 */
export function uploadProof(file: File, onProgress: (percent: number) => void, lang: string): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', payProofUpload.path);
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
    form.set(payProofUpload.field, file);
    xhr.send(form);
  });
}
