import type { OrderDetail } from '@zay/contract';
import { deliveryTimeText } from '~/lib/delivery-time';
import { useTranslation, type I18n } from '~/lib/translation';

const BOX = 'bg-white p-5';
const H2 = 'mb-3 text-[15px] font-semibold text-ink';

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1.5 text-[13px]">
      {rows
        .filter(([, v]) => v)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-words text-body">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function storeInfo(json: string): { full_address?: string; telephone?: string; open_date?: string } {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The home address the goods go to (express and local delivery). */
function addressOf(order: OrderDetail): string {
  return order.full_address.includes(order.address)
    ? order.full_address
    : `${order.full_address} ${order.address}`.trim();
}

/**
 * Where the order goes. A pickup order names the store the buyer collects from (name, address and
 * business hours, as SPEC §3 lists for pickup) and not the home address, which it never goes to;
 * other orders show the address, and local delivery its time.
 */
function deliveryRows(order: OrderDetail, t: I18n['t']): [string, string][] {
  const contact: [string, string] = [t('order.consignee'), order.name ? `${order.name} ${order.mobile}` : ''];
  if (order.delivery_type === 'store') {
    const store = storeInfo(order.delivery_store_info);
    return [
      [t('order.pickupStore'), order.delivery_store_name],
      [t('order.storeAddress'), store.full_address ?? ''],
      [t('order.storeHours'), store.open_date ?? ''],
      contact,
    ];
  }
  return [
    contact,
    [t('order.address'), addressOf(order)],
    [t('order.deliveryTime'), deliveryTimeText(order.buyer_ask_delivery_time)],
  ];
}

export function DeliveryInfo({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('order.deliveryType'), order.delivery_type_name],
    ...deliveryRows(order, t),
    [t('order.buyerMessage'), order.buyer_message],
  ];
  return (
    <section aria-labelledby="order-delivery" className={BOX}>
      <h2 id="order-delivery" className={H2}>
        {t('order.deliveryTitle')}
      </h2>
      <Facts rows={rows} />
    </section>
  );
}

export function InvoiceInfo({ order }: { order: OrderDetail }) {
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
  return (
    <section aria-labelledby="order-invoice" className={BOX}>
      <h2 id="order-invoice" className={H2}>
        {t('checkout.invoiceTitle')}
      </h2>
      <Facts rows={rows} />
    </section>
  );
}
