import type { FastifyInstance } from 'fastify';
import { headimgUpload } from '@zay/contract';

/** Posts `bytes` as the multipart field `file` to upload/headimg. */
export async function uploadHeadimg(app: FastifyInstance, bytes: Buffer, token: string, filename = 'a.png') {
  const boundary = '----zay' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await app.inject({
    method: 'POST',
    url: headimgUpload.path,
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
      'accept-language': 'en-US',
    },
  });
  return { status: res.statusCode, body: res.json() };
}
