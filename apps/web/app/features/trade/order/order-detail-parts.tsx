import { FactList } from '~/components/ui/fact-list';
import { useTranslation } from '~/lib/translation';
import { deliveryRows } from './delivery-rows';
import type { OrderView } from './order-view';

const BOX = 'bg-white p-5';
const H2 = 'mb-3 text-[15px] font-semibold text-ink';

const FACTS = 'grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1.5 text-[13px]';

/** A titled box of the order's facts, a label and its value a line. */
function FactsBox({ id, title, rows }: { id: string; title: string; rows: [string, string][] }) {
  return (
    <section aria-labelledby={id} className={BOX}>
      <h2 id={id} className={H2}>
        {title}
      </h2>
      <FactList rows={rows} className={FACTS} valueClass="break-words text-body" />
    </section>
  );
}

export function DeliveryInfo({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('order.deliveryType'), order.delivery_type_name],
    ...deliveryRows(order, t),
    [t('order.buyerMessage'), order.buyer_message],
  ];
  return <FactsBox id="order-delivery" title={t('order.deliveryTitle')} rows={rows} />;
}

export function InvoiceInfo({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation();
  if (!order.is_invoice) return null;
  const word = (key: string) => {
    const path = `checkout.invoice_${key}`;
    return i18n.exists(path) ? t(path) : key;
  };
  const rows: [string, string][] = [
    [t('checkout.invoiceType'), word(order.invoice_type)],
    [t('checkout.invoiceTitleType'), word(order.invoice_title_type)],
    [t('checkout.invoiceHeader'), order.invoice_title],
    [t('checkout.taxpayerId'), order.taxpayer_number],
    [t('checkout.invoiceContent'), word(order.invoice_content)],
    [t('checkout.invoiceAddress'), order.invoice_full_address],
    [t('checkout.invoiceEmail'), order.invoice_email],
  ];
  return <FactsBox id="order-invoice" title={t('checkout.invoiceTitle')} rows={rows} />;
}
