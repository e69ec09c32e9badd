import { z } from 'zod';

/** An integer sent as a number or a digit string ("12"), as the established clients do. */
export const intSchema = z.union([
  z.number().int().safe(),
  z
    .string()
    .regex(/^-?\d{1,15}$/)
    .transform(Number),
]);

/** A positive id. */
export const idSchema = intSchema.pipe(z.number().int().min(1));

/** 0/1 flags, also accepted as booleans. */
export const flagSchema = z.union([z.literal(0), z.literal(1), z.boolean().transform((b) => (b ? 1 : 0))]);

/** Fields every call may carry besides its own; the server reads `lang` and `token` from them. */
export const baseBodySchema = z.object({
  app_type: z.string().max(20).optional(),
  app_type_name: z.string().max(50).optional(),
  token: z.string().max(200).optional(),
  website_id: intSchema.optional(),
  lang: z.string().max(10).optional(),
});

/** Ids as the shop console's forms post them: an array, or a comma list ("3,5,8") of at most `most`. */
export function consoleIdsSchema(most: number) {
  return z.union([
    z.array(idSchema),
    z
      .string()
      .regex(new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${most - 1}}$`))
      .transform((v) => v.split(',').map(Number)),
  ]);
}

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** The object shapes a body schema is made of: an object, a pipe's ends, a union's or an intersection's parts. */
export function bodyShapes(schema: z.ZodType): Record<string, z.ZodType>[] {
  return shapesOf(schema as AnySchema);
}

function shapesOf(schema: AnySchema): Record<string, z.ZodType>[] {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return [def.shape as Record<string, z.ZodType>];
    case 'pipe':
      return [...shapesOf(def.in as AnySchema), ...shapesOf(def.out as AnySchema)];
    case 'union':
      return (def.options as AnySchema[]).flatMap(shapesOf);
    case 'intersection':
      return [...shapesOf(def.left as AnySchema), ...shapesOf(def.right as AnySchema)];
    default:
      return [];
  }
}

const passes = (schema: z.ZodType, value: unknown) => {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
};

/**
 * The top-level fields of a body schema that are optional and refuse "": the fields that an
 * empty string would make a PARAMETER_ERROR although the field may be left out.
 */
export function blankableFields(body: z.ZodType): Set<string> {
  const keys = new Set<string>();
  for (const shape of shapesOf(body as AnySchema))
    for (const [key, field] of Object.entries(shape)) if (passes(field, undefined) && !passes(field, '')) keys.add(key);
  return keys;
}

/**
 * The established clients send "" for an unset flag, filter or id (issue 32 §3, ADR 088): for
 * every optional field of a body that would refuse "", "" means the field is absent (its default
 * applies). Fields that accept "" keep it (a text cleared on purpose stays cleared). Applied to
 * every endpoint's body by `defineEndpoint`, so no schema has to repeat it.
 */
export function blankAsAbsent<B extends z.ZodType>(body: B): B {
  const keys = blankableFields(body);
  if (keys.size === 0) return body;
  const strip = (value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    let out: Record<string, unknown> | null = null;
    for (const key of keys) {
      if (record[key] !== '') continue;
      out ??= { ...record };
      delete out[key];
    }
    return out ?? value;
  };
  // The pipe parses exactly like `body` once "" is taken out; its types are `body`'s.
  return z.preprocess(strip, body) as unknown as B;
}
