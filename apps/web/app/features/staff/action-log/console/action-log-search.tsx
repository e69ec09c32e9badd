import { SETTINGS_GROUPS } from '@zay/contract';
import { Form, Link } from 'react-router';
import { BUTTON, FORM_INPUT, FORM_LABEL, PLAIN_BUTTON, SELECT } from '~/components/console/console-ui';
import { useTranslation } from '~/lib/translation';
import { useActionLabel } from './action-log-table';

export interface ActionLogFilters {
  keyword: string;
  action: string;
  /** Days, YYYY-MM-DD ('' for none). */
  from: string;
  to: string;
  page: number;
}

/** The platform's actions the filter offers: every setting change, then each group's. */
export const PLATFORM_LOG_ACTIONS = ['settings', ...SETTINGS_GROUPS.map((g) => `settings.${g}`)];

/**
 * A GET form, so a search is an address: keyword, action (one of `actions`), from and to; `reset`
 * is the log's own address, `hidden` the page's parameters the search keeps (a tab).
 */
export function ActionLogSearch({
  filters,
  actions = PLATFORM_LOG_ACTIONS,
  reset = '/platform/log',
  hidden = {},
}: {
  filters: ActionLogFilters;
  actions?: readonly string[];
  reset?: string;
  hidden?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const label = useActionLabel();
  return (
    <Form method="get" role="search" className="mb-3 flex flex-wrap items-end gap-3 bg-white px-4 py-4">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className={`${FORM_LABEL} min-w-64 flex-1`}>
        {t('actionLog.keyword')}
        <input name="keyword" type="search" defaultValue={filters.keyword} maxLength={60} className={FORM_INPUT} />
      </label>
      <label className={`${FORM_LABEL} w-56`}>
        {t('actionLog.action')}
        <select name="action" defaultValue={filters.action} className={SELECT}>
          <option value="">{t('actionLog.anyAction')}</option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {a === 'settings' ? t('actionLog.settings', { group: '*' }) : label(a)}
            </option>
          ))}
        </select>
      </label>
      <label className={FORM_LABEL}>
        {t('actionLog.from')}
        <input name="from" type="date" defaultValue={filters.from} className={FORM_INPUT} />
      </label>
      <label className={FORM_LABEL}>
        {t('actionLog.to')}
        <input name="to" type="date" defaultValue={filters.to} className={FORM_INPUT} />
      </label>
      <button type="submit" className={BUTTON}>
        {t('actionLog.search')}
      </button>
      <Link to={reset} className={PLAIN_BUTTON}>
        {t('actionLog.reset')}
      </Link>
    </Form>
  );
}
