import { useTranslation } from '~/lib/translation';

/** The text of a form issue whose message is a contract key (CONSIGNEE_LENGTH…); a general one otherwise. */
export function useIssueText() {
  const { t, i18n } = useTranslation();
  return (error: { message?: string } | undefined): string | undefined => {
    const key = error?.message;
    if (!key) return undefined;
    const path = `checkoutIssue.${key}`;
    return i18n.exists(path) ? t(path) : t('checkoutIssue.FIELD_INVALID');
  };
}
