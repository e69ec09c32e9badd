import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import QRCode from 'qrcode';
import type { Qrcode } from '@zay/contract';

const QR_OPTIONS = { margin: 1, width: 180 } as const;

/** A PNG data URI of `url`, the size every QR code of the site has. */
export const qrcodeImage = (url: string) => QRCode.toDataURL(url, QR_OPTIONS);

/** Where QR code pictures are kept, under the upload directory (served at /upload/qrcode/). */
export const QRCODE_DIR = 'qrcode';

const written = new Map<string, Promise<string>>();

/** Where QR code pictures are written and the origin their URLs start with (PUBLIC_ORIGIN, or '' without it). */
export interface QrcodeStore {
  dir: string;
  origin: string;
}

/**
 * The address of a PNG of the QR code of `content`, served from the upload directory: drawn once
 * and kept on disk under a name made from what it holds (so it never changes and may be cached
 * for long), `${origin}/upload/qrcode/<hash>.png`. The family's clients show a QR code picture
 * by URL and put their image domain in front of anything that does not start with http (issue 32
 * §2), so the answer is absolute on PUBLIC_ORIGIN (root-relative without it, like rich text's
 * images, ADR 044).
 */
export function qrcodeFile({ dir: uploadDir, origin }: QrcodeStore, content: string): Promise<string> {
  const name = `${createHash('sha256').update(content).digest('base64url').slice(0, 24)}.png`;
  const file = path.join(path.resolve(uploadDir), QRCODE_DIR, name);
  let done = written.get(file);
  if (!done) {
    done = (async () => {
      const exists = await fs.stat(file).then(
        (s) => s.isFile(),
        () => false,
      );
      if (!exists) {
        await fs.mkdir(path.dirname(file), { recursive: true });
        const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
        await fs.writeFile(tmp, await QRCode.toBuffer(content, { ...QR_OPTIONS, type: 'png' }));
        await fs.rename(tmp, file);
      }
      return `${origin}/upload/${QRCODE_DIR}/${name}`;
    })();
    if (written.size >= 10_000) written.clear(); // a memo of files known to exist, not their only record
    written.set(file, done);
    done.catch(() => written.delete(file));
  }
  return done;
}

/** The QR code answer: the page and its picture, repeated under `path.h5` for this family's clients. */
export const qrcodeAnswer = (url: string, img: string): Qrcode => ({ url, img, path: { h5: { url, img } } });
