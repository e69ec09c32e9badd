import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { Qrcode } from '@zay/contract';
import type { UploadStorage } from './upload-storage';

const QR_OPTIONS = { margin: 1, width: 180 } as const;

/** A PNG data URI of `url`, the size every QR code of the site has. */
export const qrcodeImage = (url: string) => QRCode.toDataURL(url, QR_OPTIONS);

/** Where QR code pictures are kept in the upload storage (served at /upload/qrcode/). */
export const QRCODE_DIR = 'qrcode';

const written = new Map<string, Promise<string>>();

/** Where QR code pictures are stored and the origin their URLs start with (PUBLIC_ORIGIN, or '' without it). */
export interface QrcodeStore {
  storage: UploadStorage;
  origin: string;
}

/**
 * The address of a PNG of the QR code of `content`, served from the upload storage: drawn once
 * and kept under a name made from what it holds (so it never changes and may be cached for
 * long), `${origin}/upload/qrcode/<hash>.png`. The family's clients show a QR code picture
 * by URL and put their image domain in front of anything that does not start with http (issue 32
 * §2), so the answer is absolute on PUBLIC_ORIGIN (root-relative without it, like rich text's
 * images, ADR 044).
 */
export function qrcodeFile({ storage, origin }: QrcodeStore, content: string): Promise<string> {
  const name = `${createHash('sha256').update(content).digest('base64url').slice(0, 24)}.png`;
  const key = `${QRCODE_DIR}/${name}`;
  let done = written.get(key);
  if (!done) {
    done = (async () => {
      if (!(await storage.exists(key)))
        await storage.put(key, await QRCode.toBuffer(content, { ...QR_OPTIONS, type: 'png' }));
      return `${origin}/upload/${key}`;
    })();
    if (written.size >= 10_000) written.clear(); // a memo of files known to exist, not their only record
    written.set(key, done);
    done.catch(() => written.delete(key));
  }
  return done;
}

/** The QR code answer: the page and its picture, repeated under `path.h5` for this family's clients. */
export const qrcodeAnswer = (url: string, img: string): Qrcode => ({ url, img, path: { h5: { url, img } } });
