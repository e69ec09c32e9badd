import type { CheckoutShop } from '@zay/contract';
import { Clock, Store } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import type { ShopDelivery } from './checkout-body';

interface Props {
  shop: CheckoutShop;
  value: ShopDelivery | undefined;
  onChange: (value: ShopDelivery) => void;
}

const SELECT =
  'h-9 w-full max-w-md rounded border border-[#d4d4d4] bg-white px-2 text-[13px] text-ink outline-none focus:border-brand';

/** Express, store pickup (a store with its address and hours) or local delivery (a time slot). */
export function DeliveryChoice({ shop, value, onChange }: Props) {
  const { t } = useTranslation();
  const id = `delivery-${shop.site_id}`;
  if (shop.express_type.length === 0)
    return (
      <p role="alert" className="text-[13px] text-brand">
        {t('checkout.noDeliveryMethod')}
      </p>
    );
  const type = value?.delivery_type ?? shop.express_type[0]!.name;
  const store = shop.store_list.find((s) => s.store_id === value?.store_id);
  return (
    <div className="grid gap-3">
      <fieldset>
        <legend className="sr-only">{t('checkout.deliveryMethod')}</legend>
        <div className="flex flex-wrap gap-2">
          {shop.express_type.map((m) => (
            <label
              key={m.name}
              className={`flex h-9 cursor-pointer items-center gap-2 rounded border px-4 text-[13px] has-focus-visible:outline-2 has-focus-visible:outline-brand ${type === m.name ? 'border-brand bg-brand-soft text-brand' : 'border-line text-body hover:border-brand'}`}
            >
              <input
                type="radio"
                name={id}
                value={m.name}
                checked={type === m.name}
                onChange={() =>
                  onChange({
                    delivery_type: m.name,
                    ...(m.name === 'store' && shop.store_list[0] ? { store_id: shop.store_list[0].store_id } : {}),
                    ...(m.name === 'local' && shop.local_delivery_times[0]
                      ? { delivery_time: shop.local_delivery_times[0].value }
                      : {}),
                  })
                }
                className="sr-only"
              />
              {t(`checkout.delivery_${m.name}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {type === 'store' &&
        (shop.store_list.length === 0 ? (
          <p role="alert" className="text-[13px] text-brand">
            {t('checkout.noPickupStore')}
          </p>
        ) : (
          <div className="grid gap-2">
            <label htmlFor={`${id}-store`} className="text-[13px] text-muted">
              {t('checkout.pickupStore')}
            </label>
            <select
              id={`${id}-store`}
              className={SELECT}
              value={value?.store_id ?? ''}
              onChange={(e) => onChange({ delivery_type: 'store', store_id: Number(e.target.value) })}
            >
              {shop.store_list.map((s) => (
                <option key={s.store_id} value={s.store_id}>
                  {s.store_name}
                </option>
              ))}
            </select>
            {store && (
              <div className="flex max-w-md gap-2 rounded bg-[#fafafa] p-3 text-xs leading-text text-body">
                <Store size={14} className="mt-0.5 shrink-0 text-brand" aria-hidden />
                <div>
                  <p>{store.full_address}</p>
                  {store.telephone && <p>{t('checkout.storePhone', { phone: store.telephone })}</p>}
                  <p>{t('checkout.storeHours', { hours: store.open_date })}</p>
                </div>
              </div>
            )}
          </div>
        ))}
      {type === 'local' && (
        <div className="grid gap-2">
          <label htmlFor={`${id}-time`} className="flex items-center gap-1 text-[13px] text-muted">
            <Clock size={13} aria-hidden />
            {t('checkout.deliveryTime')}
          </label>
          <select
            id={`${id}-time`}
            className={SELECT}
            value={value?.delivery_time ?? ''}
            onChange={(e) => onChange({ delivery_type: 'local', delivery_time: e.target.value })}
          >
            {shop.local_delivery_times.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {slot.date} {slot.start}–{slot.end}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
