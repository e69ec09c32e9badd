import { z } from 'zod';
import { flagSchema, idSchema, intSchema } from '../../common/fields';
import { LANGS } from '../../common/lang';
import { pageQuerySchema } from '../../common/paging';

/**
 * The platform console's editor of help classes, help articles and notices (issue 18, ADR 069):
 * one set of calls for the three kinds. A class's `class_name` is its `title` here and it has no
 * content; only articles have a class, only notices are pinned.
 */
export const CONTENT_KINDS = ['help_class', 'help', 'notice'] as const;
export type ContentConsoleKind = (typeof CONTENT_KINDS)[number];
const kindSchema = z.enum(CONTENT_KINDS);

/** Title and rich-text body limits (the body is sanitised on save whatever arrives). */
export const CONTENT_TITLE_MAX = 100;
export const CONTENT_BODY_MAX = 100_000;

/** A row of a console list, whatever its kind. */
export const contentRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  class_id: z.number().int(),
  sort: z.number().int(),
  is_show: z.number().int(),
  is_top: z.number().int(),
  create_time: z.number().int(),
});
export type ContentRow = z.infer<typeof contentRowSchema>;

export const contentListBodySchema = pageQuerySchema.extend({ kind: kindSchema, class_id: idSchema.optional() });

const textsSchema = z.object({ title: z.string(), content: z.string() });
/** One piece of content with its text in each language ('' where a translation is missing). */
export const contentDetailSchema = contentRowSchema.extend({
  texts: z.object({ 'md-mm': textsSchema, 'zh-cn': textsSchema, 'en-us': textsSchema }),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

export const contentIdBodySchema = z.object({ kind: kindSchema, id: idSchema });

/**
 * Creates (no `id`, Burmese only) or changes one piece of content. `edit_lang` md-mm edits the
 * row itself (its text, class, order and flags); zh-cn or en-us stores the translation of its
 * title and content (ADR 057), leaving the row alone.
 */
export const contentSaveBodySchema = z.object({
  kind: kindSchema,
  id: idSchema.optional(),
  edit_lang: z.enum(LANGS).default('md-mm'),
  title: z.string().trim().max(CONTENT_TITLE_MAX),
  content: z.string().max(CONTENT_BODY_MAX).default(''),
  class_id: idSchema.optional(),
  sort: intSchema.pipe(z.number().int().min(0).max(99_999)).optional(),
  is_show: flagSchema.optional(),
  is_top: flagSchema.optional(),
});
export type ContentSaveBody = z.output<typeof contentSaveBodySchema>;

/** The list's quick changes: order, shown or hidden, pinned or not. */
export const contentSetBodySchema = z
  .object({
    kind: kindSchema,
    id: idSchema,
    sort: intSchema.pipe(z.number().int().min(0).max(99_999)).optional(),
    is_show: flagSchema.optional(),
    is_top: flagSchema.optional(),
  })
  .refine((b) => b.sort !== undefined || b.is_show !== undefined || b.is_top !== undefined, 'nothing_to_set');
export type ContentSetBody = z.output<typeof contentSetBodySchema>;
