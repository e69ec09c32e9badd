import type { CheckoutShop, PickupStore } from '@zay/contract';
import { Clock, Store } from 'lucide-react';
import { deliveryTimeText } from '~/lib/delivery-time';
import { useTranslation } from '~/lib/translation';
import type { ShopDelivery } from './checkout-body';
import { choiceClass, FIELD, FIELD_WIDTH } from './form-layout';

interface Props {
  shop: CheckoutShop;
  value: ShopDelivery | undefined;
  onChange: (value: ShopDelivery) => void;
}

/** The first store or slot goes with a method as it is chosen, so the order can be placed at once. */
function choose(shop: CheckoutShop, name: ShopDelivery['delivery_type']): ShopDelivery {
  const store = shop.store_list[0];
  const slot = shop.local_delivery_times[0];
  return {
    delivery_type: name,
    ...(name === 'store' && store ? { store_id: store.store_id } : {}),
    ...(name === 'local' && slot ? { delivery_time: slot.value } : {}),
  };
}

function Methods({ shop, type, onChange }: { shop: CheckoutShop; type: string; onChange: Props['onChange'] }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="sr-only">{t('checkout.deliveryMethod')}</legend>
      <div className="flex flex-wrap gap-2">
        {shop.express_type.map((m) => (
          <label key={m.name} className={choiceClass(type === m.name)}>
            <input
              type="radio"
              name={`delivery-${shop.site_id}`}
              value={m.name}
              checked={type === m.name}
              onChange={() => onChange(choose(shop, m.name))}
              className="sr-only"
            />
            {m.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function StoreCard({ store }: { store: PickupStore }) {
  const { t } = useTranslation();
  return (
    <div className={`flex ${FIELD_WIDTH} gap-2 rounded bg-[#fafafa] p-3 text-xs leading-text text-body`}>
      <Store size={14} className="mt-0.5 shrink-0 text-brand" aria-hidden />
      <div>
        <p>{store.full_address}</p>
        {store.telephone && <p>{t('checkout.storePhone', { phone: store.telephone })}</p>}
        <p>{t('checkout.storeHours', { hours: store.open_date })}</p>
      </div>
    </div>
  );
}

function StorePicker({ shop, value, onChange }: Props) {
  const { t } = useTranslation();
  const id = `delivery-${shop.site_id}-store`;
  const store = shop.store_list.find((s) => s.store_id === value?.store_id);
  if (shop.store_list.length === 0)
    return (
      <p role="alert" className="text-[13px] text-brand">
        {t('checkout.noPickupStore')}
      </p>
    );
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-[13px] text-muted">
        {t('checkout.pickupStore')}
      </label>
      <select
        id={id}
        className={FIELD}
        value={value?.store_id ?? ''}
        onChange={(e) => onChange({ delivery_type: 'store', store_id: Number(e.target.value) })}
      >
        {shop.store_list.map((s) => (
          <option key={s.store_id} value={s.store_id}>
            {s.store_name}
          </option>
        ))}
      </select>
      {store && <StoreCard store={store} />}
    </div>
  );
}

function LocalTime({ shop, value, onChange }: Props) {
  const { t } = useTranslation();
  const id = `delivery-${shop.site_id}-time`;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="flex items-center gap-1 text-[13px] text-muted">
        <Clock size={13} aria-hidden />
        {t('checkout.deliveryTime')}
      </label>
      <select
        id={id}
        className={FIELD}
        value={value?.delivery_time ?? ''}
        onChange={(e) => onChange({ delivery_type: 'local', delivery_time: e.target.value })}
      >
        {shop.local_delivery_times.map((slot) => (
          <option key={slot.value} value={slot.value}>
            {deliveryTimeText(slot.value)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Express, store pickup (a store with its address and hours) or local delivery (a time slot). Each
 * method is named by the server's title, the same words the order page shows later.
 */
export function DeliveryChoice(props: Props) {
  const { shop, value, onChange } = props;
  const { t } = useTranslation();
  if (shop.express_type.length === 0)
    return (
      <p role="alert" className="text-[13px] text-brand">
        {t('checkout.noDeliveryMethod')}
      </p>
    );
  const type = value?.delivery_type ?? shop.express_type[0]!.name;
  return (
    <div className="grid gap-3">
      <Methods shop={shop} type={type} onChange={onChange} />
      {type === 'store' && <StorePicker {...props} />}
      {type === 'local' && <LocalTime {...props} />}
    </div>
  );
}
