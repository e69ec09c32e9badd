import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorSpec,
  evaluateImageUpload,
  message,
  PAY_PROOF_IMAGES_MAX,
  payProofUpload,
  REVIEW_IMAGES_MAX,
} from '@zay/contract';
import { WorkQueue } from '../../lib/work-queue';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedFixtures } from '../../test/fixtures';
import { createMember } from '../../test/members';
import { IMAGE_BOUNDS } from '../../lib/image-upload';
import { uploadFile } from '../../test/uploads';

/** Issue 19 §5: one upload cannot cost seconds of CPU, and many cannot stall the server. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: './data/test-uploads-abuse' });
  await seedFixtures(t.db);
});
afterAll(() => t.close());

/** An animated GIF of `frames` frames of side × side (two alternating colours: tiny file, real decoding work). */
async function animation(frames: number, side: number) {
  const a = await sharp({ create: { width: side, height: side, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const b = await sharp({ create: { width: side, height: side, channels: 3, background: '#3c3' } })
    .png()
    .toBuffer();
  return sharp(
    Array.from({ length: frames }, (_, i) => (i % 2 ? a : b)),
    { join: { animated: true } },
  )
    .gif()
    .toBuffer();
}

async function upload(token: string, bytes: Buffer) {
  const started = Date.now();
  const res = await uploadFile(t, '/api/upload/chatimg', token, bytes, {
    filename: 'a.gif',
    type: 'image/gif',
    headers: { 'accept-language': 'en-US' },
  });
  return { ...res, ms: Date.now() - started };
}

describe('bounded re-encoding', () => {
  it('an animation past the frame or pixel budget is refused at once, from its header', async () => {
    const m = await createMember(t.db, 'gif1');
    for (const gif of [
      await animation(IMAGE_BOUNDS.maxFrames + 10, 64),
      await animation(24, 560), // 7.5 M pixels over its frames
    ]) {
      const res = await upload(m.token, gif);
      expect(res.status).toBe(200);
      expect(res.body.error_code).toBe('UPLOAD_IMAGE_TOO_COMPLEX');
      expect(res.body.message).toBe(message('en-us', 'UPLOAD_IMAGE_TOO_COMPLEX'));
      expect(res.ms).toBeLessThan(1000);
    }
  });

  it('an animation within the budget is kept, animated', async () => {
    const m = await createMember(t.db, 'gif2');
    const res = await upload(m.token, await animation(12, 120));
    expect(res.body.code).toBe(0);
    const stored = await t.app.inject({ method: 'GET', url: res.body.data.pic_path });
    expect((await sharp(stored.rawPayload, { animated: true }).metadata()).pages).toBe(12);
  });

  it('one member has at most two chat uploads on their way; the rest are refused with 429', async () => {
    const m = await createMember(t.db, 'gif3');
    const gif = await animation(40, 360); // within budget, ~0.3 s each
    const results = await Promise.all(Array.from({ length: 6 }, () => upload(m.token, gif)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });
});

describe('a batch of pictures (issue 35 §4)', () => {
  const send = (token: string, url: string, bytes: Buffer) =>
    uploadFile(t, url, token, bytes, { headers: { 'accept-language': 'en-US' } });

  it('a review’s 6 pictures sent at once all succeed; a flood past them is refused', async () => {
    const m = await createMember(t.db, 'batch1');
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const six = await Promise.all(
      Array.from({ length: REVIEW_IMAGES_MAX }, () => send(m.token, evaluateImageUpload.path, png)),
    );
    expect(six.map((r) => r.body.code)).toEqual(Array(REVIEW_IMAGES_MAX).fill(0));
    // Twenty more at once: at most one more batch gets in, the rest are refused "too many requests".
    const flood = await Promise.all(Array.from({ length: 20 }, () => send(m.token, evaluateImageUpload.path, png)));
    const refused = flood.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(20 - REVIEW_IMAGES_MAX);
    expect(refused[0]!.body.error_code).toBe('RATE_LIMITED');
  });

  it('a transfer’s 3 proof pictures sent at once all succeed', async () => {
    const m = await createMember(t.db, 'batch2');
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c63' } })
      .png()
      .toBuffer();
    const three = await Promise.all(
      Array.from({ length: PAY_PROOF_IMAGES_MAX }, () => send(m.token, payProofUpload.path, png)),
    );
    expect(three.map((r) => r.body.code)).toEqual(Array(PAY_PROOF_IMAGES_MAX).fill(0));
  });
});

describe('the encoder queue', () => {
  it('runs one job at a time, queues a few, refuses the rest with 503', async () => {
    const q = new WorkQueue(1, 2);
    let running = 0;
    let most = 0;
    const job = () =>
      q.run(async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 30));
        running--;
        return 'done';
      });
    const outcomes = await Promise.allSettled([job(), job(), job(), job(), job()]);
    expect(most).toBe(1);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(
      outcomes
        .filter((o) => o.status === 'rejected')
        .map((o) => errorSpec((o as PromiseRejectedResult).reason.key).status),
    ).toEqual([503, 503]);
    expect(await job()).toBe('done');
  });
});
