import sharp from 'sharp';
import type { TestApp } from './test-app';

/** A PNG of one colour. */
export const pngOf = (background = '#888', width = 24, height = 24) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A multipart body with one file part, and the content-type header that names its boundary. */
export function fileForm(bytes: Buffer, filename = 'a.png', type = 'image/png') {
  const boundary = '----zay' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type UploadOptions = { filename?: string; type?: string; headers?: Record<string, string> };

/** Posts `bytes` as a file to upload `url`; uploads take the session token as a Bearer header. */
export async function uploadFile(t: TestApp, url: string, token: string, bytes: Buffer, opts: UploadOptions = {}) {
  const { payload, headers } = fileForm(bytes, opts.filename, opts.type);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}`, ...opts.headers },
  });
  return { status: res.statusCode, body: res.json() };
}

/** A bank-transfer proof picture uploaded by the member with `token`: the path it is stored at. */
export async function uploadPayProof(t: TestApp, token: string) {
  const { body } = await uploadFile(t, '/api/upload/payproof', token, await pngOf());
  return body.data.pic_path as string;
}

/** The bank account the tests' shops take transfers to. */
export const TEST_BANK = { bank_name: 'KBZ', account_bank: 'Main', account_number: '0991', account_name: 'Zay' };
