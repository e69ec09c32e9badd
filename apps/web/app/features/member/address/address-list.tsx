import { addressDeleteEndpoint, addressSetDefaultEndpoint, type MemberAddress } from '@zay/contract';
import { MapPin, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { fullAddress } from '~/components/address/full-address';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { useMemberWrite } from '../use-member-write';

const LINK = 'text-[13px] text-body hover:text-brand disabled:opacity-60';

function AddressCard({
  address,
  busy,
  onDefault,
  onDelete,
}: {
  address: MemberAddress;
  busy: boolean;
  onDefault: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const isDefault = address.is_default === 1;
  return (
    <li
      className={`flex flex-col gap-2 rounded border bg-white p-4 ${isDefault ? 'border-brand' : 'border-line'}`}
      data-testid="address-card"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[14px]">
        <span className="font-semibold break-words text-ink">{address.name}</span>
        <span className="text-body">{address.mobile}</span>
        {isDefault && (
          <span className="rounded bg-brand px-2 py-0.5 text-xs leading-tight-text text-white">
            {t('memberCentre.defaultAddress')}
          </span>
        )}
      </div>
      <p className="flex gap-1.5 text-[13px] leading-text break-words text-body">
        <MapPin size={14} aria-hidden className="mt-0.5 shrink-0 text-muted" />
        {fullAddress(address)}
      </p>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1 border-t border-line pt-2">
        {!isDefault && (
          <button type="button" className={LINK} disabled={busy} onClick={onDefault}>
            {t('memberCentre.setDefault')}
          </button>
        )}
        <Link to={`/member/address_edit?id=${address.id}`} className={LINK}>
          {t('memberCentre.edit')}
        </Link>
        <button type="button" className={LINK} disabled={busy} onClick={onDelete}>
          {t('memberCentre.delete')}
        </button>
      </div>
    </li>
  );
}

/** The member's addresses (default first): set the default, edit, delete after asking, add. */
export function AddressList({ addresses }: { addresses: MemberAddress[] }) {
  const { t } = useTranslation();
  const { busy, write } = useMemberWrite();
  const { ask, dialog } = useAskFirst();

  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/member/address_edit"
        className="inline-flex items-center gap-1.5 self-start rounded bg-brand px-5 py-2 text-[14px] text-white hover:bg-brand-dark"
      >
        <Plus size={16} aria-hidden />
        {t('memberCentre.addAddress')}
      </Link>
      {addresses.length === 0 ? (
        <p className="bg-white py-12 text-center text-[13px] text-muted">{t('memberCentre.noAddresses')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 max-lg:grid-cols-1">
          {addresses.map((a) => (
            <AddressCard
              key={a.id}
              address={a}
              busy={busy}
              onDefault={() =>
                void write(() => api(addressSetDefaultEndpoint, { id: a.id }), t('memberCentre.defaultSet'))
              }
              onDelete={() =>
                ask({
                  title: t('memberCentre.deleteAddressTitle'),
                  description: t('memberCentre.deleteAddressText', { name: a.name }),
                  confirmLabel: t('memberCentre.delete'),
                  cancelLabel: t('confirm.cancel'),
                  run: () => write(() => api(addressDeleteEndpoint, { id: a.id }), t('memberCentre.deleted')),
                })
              }
            />
          ))}
        </ul>
      )}
      {dialog}
    </div>
  );
}
