import { PASSWORD_MAX } from '@zay/contract';
import { useCallback } from 'react';
import { useTranslation } from '~/lib/translation';
import type { Messages } from '~/lib/i18n';

type ValidationKey = keyof Messages['validation'];

/** A form error (its message is a key) as text; undefined when there is none. */
export type IssueText = (error: { message?: string } | undefined) => string | undefined;

/**
 * The translated text of a form error. Schemas (ours and the contract's rules) name a key as the
 * issue message; the limits come from the platform's policy, since the resolver drops issue params.
 */
export function useIssueText(minLength = 0): IssueText {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error) => {
      const key = error?.message;
      if (!key) return undefined;
      const known = i18n.exists(`validation.${key}`) ? (key as ValidationKey) : 'FIELD_INVALID';
      return t(`validation.${known}`, { min: minLength, max: PASSWORD_MAX });
    },
    [t, i18n, minLength],
  );
}
