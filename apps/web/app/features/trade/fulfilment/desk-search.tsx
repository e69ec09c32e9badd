import { Form, Link } from 'react-router';
import { INPUT_CLASS } from '~/components/ui/text-field';
import { useTranslation } from '~/lib/translation';

export interface DeskSearchValues {
  tab: string;
  order_no: string;
  buyer: string;
  from: string;
  to: string;
}

const FIELD = `${INPUT_CLASS} h-9 border-[#d4d4d4]`;

function Field({ label, name, value, type = 'text' }: { label: string; name: string; value: string; type?: string }) {
  return (
    <label className="flex min-w-40 flex-1 flex-col gap-1 text-[13px] text-muted">
      {label}
      <input name={name} type={type} defaultValue={value} maxLength={50} className={FIELD} />
    </label>
  );
}

/** Search by order number, buyer and creation day; a GET form, so a search is an address. */
export function DeskSearch({ values }: { values: DeskSearchValues }) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3 bg-white px-4 py-4">
      {values.tab !== 'all' && <input type="hidden" name="tab" value={values.tab} />}
      <Field label={t('seller.searchOrderNo')} name="order_no" value={values.order_no} />
      <Field label={t('seller.searchBuyer')} name="buyer" value={values.buyer} />
      <Field label={t('seller.searchFrom')} name="from" value={values.from} type="date" />
      <Field label={t('seller.searchTo')} name="to" value={values.to} type="date" />
      <button type="submit" className="h-9 rounded bg-brand px-5 text-[14px] text-white hover:bg-brand-dark">
        {t('seller.search')}
      </button>
      <Link
        to={values.tab === 'all' ? '/seller' : `/seller?tab=${values.tab}`}
        className="flex h-9 items-center rounded border border-line px-4 text-[14px] text-body hover:border-brand hover:text-brand"
      >
        {t('seller.reset')}
      </Link>
    </Form>
  );
}
