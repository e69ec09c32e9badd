import QRCode from 'qrcode';
import type { Qrcode } from '@zay/contract';

/** A PNG data URI of `url`, the size every QR code of the site has. */
export const qrcodeImage = (url: string) => QRCode.toDataURL(url, { margin: 1, width: 180 });

/** The QR code answer: the page and its image, repeated under `path.h5` for this family's clients. */
export const qrcodeAnswer = (url: string, img: string): Qrcode => ({ url, img, path: { h5: { url, img } } });
