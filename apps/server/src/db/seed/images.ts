import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { UploadStorage } from '../../lib/upload-storage';

export interface ImageJob {
  url: string;
  width: number;
  height: number;
  kind: string;
  /** Index of the owning shop in the plan, -1 for platform images. */
  shop: number;
  quality: number;
  svg: () => string;
}

export interface ImageSet {
  /** Registers an image once and answers its URL path; registering the same name again reuses it. */
  add(
    kind: string,
    name: string,
    size: [number, number],
    svg: () => string,
    opts?: { shop?: number; quality?: number },
  ): string;
  jobs(): ImageJob[];
  render(storage: UploadStorage): Promise<void>;
}

/** Relative, like every stored image path (ADR 044). */
export const SEED_URL_PREFIX = 'upload/seed';

export function createImageSet(): ImageSet {
  const byUrl = new Map<string, ImageJob>();
  return {
    add(kind, name, [width, height], svg, opts = {}) {
      const url = `${SEED_URL_PREFIX}/${kind}/${name}.webp`;
      if (!byUrl.has(url))
        byUrl.set(url, { url, width, height, kind, svg, shop: opts.shop ?? -1, quality: opts.quality ?? 80 });
      return url;
    },
    jobs: () => [...byUrl.values()],
    render: (storage) => renderAll([...byUrl.values()], storage),
  };
}

export function fileOf(uploadDir: string, url: string): string {
  return path.join(uploadDir, url.slice('upload/'.length));
}

async function renderAll(jobs: ImageJob[], storage: UploadStorage): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as ImageJob;
      const bytes = await sharp(Buffer.from(job.svg())).webp({ quality: job.quality, effort: 1 }).toBuffer();
      await storage.put(job.url.slice('upload/'.length), bytes);
    }
  };
  const lanes = Math.max(2, Math.min(8, os.availableParallelism() * 2));
  await Promise.all(Array.from({ length: lanes }, worker));
}
