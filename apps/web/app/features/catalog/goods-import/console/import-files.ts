import {
  CODES,
  sellerGoodsExport,
  sellerGoodsImportCheck,
  type GoodsImportCheck,
  type GoodsImportJob,
} from '@zay/contract';

/*
 * The import page's calls that carry a file, and the export's download (ADR 108). Their answers
 * are the API's envelope; the file calls are multipart, so they are not the JSON `api()` caller.
 */

export type FileAnswer<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * POSTs `file` as multipart field `file` to `path`, with the zip of images as field `images` when
 * one is chosen; answers the envelope's data or its message.
 */
export async function postFile<T extends GoodsImportCheck | GoodsImportJob>(
  path: string,
  file: File,
  zip?: File | null,
): Promise<FileAnswer<T>> {
  const form = new FormData();
  form.set(sellerGoodsImportCheck.field, file);
  if (zip) form.set(sellerGoodsImportCheck.zipField, zip);
  try {
    const res = await fetch(path, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    const body = (await res.json()) as { code?: number; message?: string; data?: T };
    return body.code === CODES.SUCCESS && body.data
      ? { ok: true, data: body.data }
      : { ok: false, message: body.message ?? '' };
  } catch {
    return { ok: false, message: '' };
  }
}

/** Downloads the shop's goods as a CSV file; answers the refusal's message, or null when it was saved. */
export async function downloadGoods(): Promise<string | null> {
  try {
    const res = await fetch(sellerGoodsExport.path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: '{}',
    });
    if (!(res.headers.get('content-type') ?? '').startsWith('text/csv')) {
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      return body.message ?? '';
    }
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'goods.csv';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return null;
  } catch {
    return '';
  }
}
