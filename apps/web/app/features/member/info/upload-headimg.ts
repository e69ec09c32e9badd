import { headimgUpload } from '@zay/contract';

export type UploadOutcome = { ok: true; path: string } | { ok: false; message: string };

/** Sends the avatar (multipart field `file`) to upload/headimg; the answer is the usual envelope. */
export async function uploadHeadimg(file: File): Promise<UploadOutcome> {
  const form = new FormData();
  form.set(headimgUpload.field, file);
  try {
    const res = await fetch(headimgUpload.path, {
      method: 'POST',
      body: form,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    const body = (await res.json()) as { code?: number; message?: string; data?: { pic_path?: unknown } } | null;
    if (body?.code === 0 && typeof body.data?.pic_path === 'string') return { ok: true, path: body.data.pic_path };
    return { ok: false, message: body?.message ?? '' };
  } catch {
    return { ok: false, message: '' };
  }
}

/** The 2× copy the server keeps beside each avatar (`x.jpg` → `x@2x.jpg`). */
export const retinaPath = (path: string) => path.replace(/(\.\w+)$/, '@2x$1');
