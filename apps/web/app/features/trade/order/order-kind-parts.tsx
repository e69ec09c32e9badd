import { ORDER_TYPE, PAY_STATUS } from '@zay/contract';
import type { OrderView } from './order-view';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';

const BOX = 'bg-white p-5';
const H2 = 'mb-3 text-[15px] font-semibold text-ink';

/** A code in groups of four, as people read it out (the desk takes it with or without spaces). */
const grouped = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

function CodeWithQr({ code, qr, label }: { code: string; qr: string; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-8">
      <div>
        <p className="text-[13px] text-muted">{label}</p>
        <p data-testid="order-code" className="mt-1 font-mono text-2xl font-semibold tracking-wider text-ink">
          {grouped(code)}
        </p>
      </div>
      {qr && (
        <img
          src={qr}
          width={140}
          height={140}
          alt={t('orderKind.qrAlt', { code })}
          className="size-[140px] rounded border border-line"
        />
      )}
    </div>
  );
}

/** A pickup order's code and QR once paid (API-SHAPES-MORE §3.4); the store is in the delivery block. */
function PickupCode({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-pickup" className={BOX}>
      <h2 id="order-pickup" className={H2}>
        {t('orderKind.pickupTitle')}
      </h2>
      {order.delivery_code ? (
        <>
          <CodeWithQr code={order.delivery_code} qr={order.pickup} label={t('orderKind.pickupCode')} />
          <p className="mt-3 text-[13px] text-muted">{t('orderKind.showCode')}</p>
        </>
      ) : (
        <p className="text-[13px] text-muted">
          {order.pay_status === PAY_STATUS.PAID ? '' : t('orderKind.codeAfterPay')}
        </p>
      )}
    </section>
  );
}

/** Virtual goods: the redemption code, its QR and whether it was used, and when. */
function VirtualCode({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const used = order.virtual_goods?.is_veirfy === 1;
  return (
    <section aria-labelledby="order-virtual" className={BOX}>
      <h2 id="order-virtual" className={H2}>
        {t('orderKind.virtualTitle')}
      </h2>
      {order.virtual_code ? (
        <>
          <CodeWithQr code={order.virtual_code} qr={order.virtualgoods} label={t('orderKind.virtualCode')} />
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1.5 text-[13px]">
            <dt className="text-muted">{t('orderKind.verifyStatus')}</dt>
            <dd data-testid="code-status" className={used ? 'font-semibold text-[#11652b]' : 'text-body'}>
              {used ? t('orderKind.verified') : t('orderKind.notVerified')}
            </dd>
            {used && (
              <>
                <dt className="text-muted">{t('orderKind.verifyTime')}</dt>
                <dd className="text-body">{formatDateTime(order.virtual_goods!.verify_time)}</dd>
              </>
            )}
          </dl>
        </>
      ) : (
        <p className="text-[13px] text-muted">{t('orderKind.codeAfterPay')}</p>
      )}
    </section>
  );
}

/** The block only some kinds have: a pickup order's code, virtual goods' redemption. */
export function OrderKindBlock({ order }: { order: OrderView }) {
  if (order.order_type === ORDER_TYPE.STORE) return <PickupCode order={order} />;
  if (order.order_type === ORDER_TYPE.VIRTUAL) return <VirtualCode order={order} />;
  return null;
}

/** When the order moves by itself next: received after shipping, completed after receipt. */
export function OrderTimerNote({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  if (order.take_delivery_execute_time > 0)
    return (
      <p className="mt-2 text-xs text-accent-ink">
        {t('orderKind.autoReceive', { time: formatDateTime(order.take_delivery_execute_time) })}
      </p>
    );
  if (order.complete_execute_time > 0)
    return (
      <p className="mt-2 text-xs text-muted">
        {t('orderKind.autoComplete', { time: formatDateTime(order.complete_execute_time) })}
      </p>
    );
  return null;
}
