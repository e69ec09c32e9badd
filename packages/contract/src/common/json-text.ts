import { z } from 'zod';
import type { MessageKey } from '../messages/en-us';

/**
 * A field the API family sends as JSON inside a string (`goods_spec_format`, `nav_url`, …). The
 * response schemas keep `wire` (a string: the wire format does not change); `schema` says what the
 * string holds. The server writes the field with `encode`, Zay's web reads it with `decode`, which
 * answers undefined for text that is not JSON of that shape (a shop admin's plain text, an old row).
 */
export interface JsonText<T extends z.ZodType> {
  wire: z.ZodString;
  schema: T;
  encode(value: z.input<T>): string;
  decode(text: string | null | undefined): z.output<T> | undefined;
}

export function jsonText<T extends z.ZodType>(schema: T): JsonText<T> {
  return {
    wire: z.string(),
    schema,
    encode: (value) => JSON.stringify(value),
    decode: (text) => (text ? parseJsonAs(schema, text) : undefined),
  };
}

/** JSON text read by `schema`; undefined when the text is not JSON or not of that shape. */
export function parseJsonAs<T extends z.ZodType>(schema: T, text: string): z.output<T> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A request field holding JSON in a string, parsed by `codec.schema` as the body is checked:
 * text that is not JSON is refused with `invalidKey`, and the shape's own issues (its fields'
 * message keys) are reported as they are.
 */
export function jsonTextField<T extends z.ZodType>(codec: JsonText<T>, invalidKey: MessageKey, maxLength = 100_000) {
  return z
    .string({ error: invalidKey })
    .max(maxLength, invalidKey)
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: invalidKey, input: text });
        return z.NEVER;
      }
    })
    .pipe(codec.schema);
}
