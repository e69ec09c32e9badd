import { z } from 'zod';

/** Every response: `{code, message, data, timestamp}`; failures add `error_code` and a null `data`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    message: z.string(),
    data,
    timestamp: z.number().int(),
    error_code: z.string().optional(),
  });
}

export const failureSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.null(),
  timestamp: z.number().int(),
  error_code: z.string(),
});

export type Envelope<T> = { code: number; message: string; data: T; timestamp: number; error_code?: string };
export type Failure = z.infer<typeof failureSchema>;
