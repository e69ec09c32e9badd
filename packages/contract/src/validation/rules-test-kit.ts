import type { z } from 'zod';

/** The messages (catalogue keys) a schema refuses `input` with; [] when it accepts it. */
export const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

/** The same, each as `path:message`, for objects whose refusals name their field. */
export const issues = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
