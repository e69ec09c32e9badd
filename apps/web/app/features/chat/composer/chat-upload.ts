/** SPEC §7 / QUALITY §4: only these pictures go to `/api/upload/chatimg` (the server sniffs the bytes too). */
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const CHAT_IMAGE_ACCEPT = CHAT_IMAGE_TYPES.join(',');

export type UploadResult = { ok: true; path: string } | { ok: false; message: string };

export function isChatImage(file: File): boolean {
  return (CHAT_IMAGE_TYPES as readonly string[]).includes(file.type);
}

/**
 * Sends one picture as multipart `file` with progress (fetch has no upload progress); answers the
 * stored path or the server's message ('' when the request never got an answer).
 */
export function uploadChatImage(
  file: File,
  options: { path?: string; lang?: string; onProgress?: (percent: number) => void },
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', options.path ?? '/api/upload/chatimg');
    xhr.setRequestHeader('x-requested-with', 'XMLHttpRequest');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { code?: number; message?: string; data?: { pic_path?: string } };
        if (body.code === 0 && body.data?.pic_path) resolve({ ok: true, path: body.data.pic_path });
        else resolve({ ok: false, message: body.message ?? '' });
      } catch {
        resolve({ ok: false, message: '' });
      }
    };
    xhr.onerror = () => resolve({ ok: false, message: '' });
    xhr.ontimeout = () => resolve({ ok: false, message: '' });
    xhr.timeout = 60_000;
    const form = new FormData();
    form.append('file', file);
    if (options.lang) form.append('lang', options.lang);
    xhr.send(form);
  });
}
