import { Form, Link } from 'react-router';
import { INPUT_CLASS } from '~/components/ui/text-field';
import { useTranslation } from '~/lib/translation';

/** The review without a search: the same owner and tab. */
function resetHref(owner: string, tab: string) {
  const q = new URLSearchParams();
  if (owner !== 'member') q.set('owner', owner);
  if (tab !== 'all') q.set('tab', tab);
  const query = q.toString();
  return query ? `/platform/withdraw?${query}` : '/platform/withdraw';
}

/** Search by withdrawal number, member, account name, number or mobile; a GET form, so a search is an address. */
export function WithdrawSearch({ tab, search, owner = 'member' }: { tab: string; search: string; owner?: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3 bg-white px-4 py-4">
      {owner !== 'member' && <input type="hidden" name="owner" value={owner} />}
      {tab !== 'all' && <input type="hidden" name="tab" value={tab} />}
      <label className="flex min-w-64 flex-1 flex-col gap-1 text-[13px] text-muted">
        {t('platform.searchLabel')}
        <input
          name="search"
          type="search"
          defaultValue={search}
          maxLength={50}
          className={`${INPUT_CLASS} h-9 border-[#d4d4d4]`}
        />
      </label>
      <button type="submit" className="h-9 rounded bg-brand px-5 text-[14px] text-white hover:bg-brand-dark">
        {t('platform.search')}
      </button>
      <Link
        to={resetHref(owner, tab)}
        className="flex h-9 items-center rounded border border-line px-4 text-[14px] text-body hover:border-brand hover:text-brand"
      >
        {t('platform.reset')}
      </Link>
    </Form>
  );
}
