import type { z } from 'zod';
import type { Lang } from '../common/lang';
import { isMessageKey, message, type MessageKey, type MessageParams } from '../messages/catalogue';

type Issue = z.core.$ZodIssue;
type RawIssue = z.core.$ZodRawIssue;

/** The catalogue key for an issue zod raised with its own English text. */
function fallbackKey(issue: Issue | RawIssue, inputKnown: boolean): MessageKey {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return 'FIELD_NOT_INTEGER';
      return inputKnown && issue.input == null ? 'FIELD_REQUIRED' : 'FIELD_INVALID';
    case 'too_big':
      if (issue.origin === 'string') return 'FIELD_TOO_LONG';
      if (issue.origin === 'array' || issue.origin === 'set') return 'FIELD_TOO_MANY';
      return 'FIELD_TOO_LARGE';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'FIELD_REQUIRED' : 'FIELD_TOO_SHORT';
      if (issue.origin === 'array' || issue.origin === 'set') return 'FIELD_TOO_FEW';
      return 'FIELD_TOO_SMALL';
    case 'invalid_format':
      return issue.format === 'email' ? 'EMAIL_INVALID' : 'FIELD_INVALID';
    case 'unrecognized_keys':
      return 'PARAMETER_ERROR';
    default:
      return 'FIELD_INVALID';
  }
}

/**
 * A zod error map that turns every issue zod raises on its own into a catalogue key. Schemas
 * that name their key keep it. Install with `z.config({ customError: messageKeyErrorMap })` or
 * pass `{ error: messageKeyErrorMap }` to a parse; here the input is still known, so a missing
 * field gets FIELD_REQUIRED rather than FIELD_INVALID.
 */
export const messageKeyErrorMap: z.core.$ZodErrorMap = (issue) => fallbackKey(issue, true);

/** The catalogue key of an issue: its message when that is a key, else derived from its code. */
export function issueMessageKey(issue: Issue): MessageKey {
  return isMessageKey(issue.message) ? issue.message : fallbackKey(issue, 'input' in issue);
}

/** `{field}` (the dotted path), `{min}`, `{max}` and any custom params of an issue. */
export function issueParams(issue: Issue): MessageParams {
  const params: MessageParams = { field: issue.path.map(String).join('.') };
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'custom' && issue.params) {
    for (const [name, value] of Object.entries(issue.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
  }
  return params;
}

/** The issue as text in `lang`; a field message without a field name becomes PARAMETER_ERROR. */
export function translateIssue(lang: Lang, issue: Issue): string {
  const key = issueMessageKey(issue);
  const params = issueParams(issue);
  if (key.startsWith('FIELD_') && params.field === '') return message(lang, 'PARAMETER_ERROR');
  return message(lang, key, params);
}
