import { z } from 'zod';
import { intSchema } from './fields';

/** `page` is 1-based; `page_size` 0 means all (then `page_count` is 1). */
export const pageQuerySchema = z.object({
  page: intSchema.pipe(z.number().min(1).max(100_000)).default(1),
  page_size: intSchema.pipe(z.number().min(0).max(100)).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ page_count: z.number().int(), count: z.number().int(), list: z.array(item) });
}
export type Page<T> = { page_count: number; count: number; list: T[] };

export function pageCount(count: number, pageSize: number): number {
  return pageSize === 0 ? 1 : Math.max(1, Math.ceil(count / pageSize));
}
