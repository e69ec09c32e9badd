import { addressPageEndpoint, type MemberAddress, type Region } from '@zay/contract';
import { MapPin, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { AddressForm } from '~/components/address/address-form';
import { fullAddress } from '~/components/address/full-address';
import { useRegions } from '~/components/address/use-regions';
import { SectionTitle } from '../section-title';

interface Props {
  addresses: MemberAddress[];
  selectedId: number | null;
  provinces: Region[];
  onSelect: (id: number) => void;
  onAddresses: (list: MemberAddress[]) => void;
}

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; address: MemberAddress };

/** Who, their phone, whether it is the default, and the whole address. */
function AddressLines({ address }: { address: MemberAddress }) {
  const { t } = useTranslation();
  return (
    <span className="min-w-0 pr-16">
      <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
        <span className="break-all">{address.name}</span>
        <span className="font-normal text-muted">{address.mobile}</span>
        {address.is_default === 1 && (
          <span className="rounded bg-brand px-1.5 text-2xs font-normal text-white">{t('checkout.default')}</span>
        )}
      </span>
      <span className="mt-1 block leading-text break-words text-body">{fullAddress(address)}</span>
    </span>
  );
}

function AddressCard({
  address,
  selected,
  onSelect,
  onEdit,
}: {
  address: MemberAddress;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      className={`relative rounded border-2 bg-white p-3 text-[13px] ${selected ? 'border-brand bg-brand-soft' : 'border-line hover:border-[#f0b5b6]'}`}
    >
      <label className="flex cursor-pointer gap-2">
        <input
          type="radio"
          name="delivery-address"
          checked={selected}
          onChange={onSelect}
          className="mt-1 size-4 shrink-0 accent-brand"
        />
        <AddressLines address={address} />
      </label>
      <button
        type="button"
        onClick={onEdit}
        className="absolute top-2.5 right-3 flex items-center gap-1 text-xs text-muted hover:text-brand"
        aria-label={t('checkout.editAddressOf', { name: address.name })}
      >
        <Pencil size={12} aria-hidden />
        {t('checkout.edit')}
      </button>
    </li>
  );
}

interface ListProps {
  addresses: MemberAddress[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onEdit: (address: MemberAddress) => void;
}

function AddressList({ addresses, selectedId, onSelect, onEdit }: ListProps) {
  const { t } = useTranslation();
  if (addresses.length === 0) return null;
  return (
    <ul className="grid grid-cols-3 gap-3" aria-label={t('checkout.addressList')}>
      {addresses.map((a) => (
        <AddressCard
          key={a.id}
          address={a}
          selected={a.id === selectedId}
          onSelect={() => onSelect(a.id)}
          onEdit={() => onEdit(a)}
        />
      ))}
    </ul>
  );
}

/** The title, and "add an address" while no form is open. */
function AddressHeading({ onAdd }: { onAdd: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="mb-3 flex items-center justify-between">
      <SectionTitle id="checkout-address" icon={MapPin} title={t('checkout.addressTitle')} />
      {onAdd && (
        <button
          type="button"
          onClick={onAdd}
          className="flex items-center gap-1 text-[13px] text-brand hover:underline"
        >
          <Plus size={14} aria-hidden />
          {t('checkout.addAddress')}
        </button>
      )}
    </div>
  );
}

/** SPEC §5: the delivery address is chosen here, and added or edited without leaving the checkout. */
export function AddressSection({ addresses, selectedId, provinces, onSelect, onAddresses }: Props) {
  const { t } = useTranslation();
  const regions = useRegions(provinces);
  const [editing, setEditing] = useState<Editing>(addresses.length === 0 ? { mode: 'new' } : { mode: 'closed' });

  async function saved(id: number) {
    setEditing({ mode: 'closed' });
    const result = await api(addressPageEndpoint, { page: 1, page_size: 0 });
    if (result.ok) onAddresses(result.data.list);
    onSelect(id);
  }

  return (
    <section aria-labelledby="checkout-address" className="bg-white p-5">
      <AddressHeading onAdd={editing.mode === 'closed' ? () => setEditing({ mode: 'new' }) : undefined} />
      <AddressList
        addresses={addresses}
        selectedId={selectedId}
        onSelect={onSelect}
        onEdit={(address) => setEditing({ mode: 'edit', address })}
      />
      {addresses.length === 0 && editing.mode === 'closed' && (
        <p className="text-[13px] text-muted">{t('checkout.noAddress')}</p>
      )}
      {editing.mode !== 'closed' && (
        <AddressForm
          key={editing.mode === 'edit' ? editing.address.id : 'new'}
          address={editing.mode === 'edit' ? editing.address : null}
          regions={regions}
          onSaved={(id) => void saved(id)}
          onCancel={() => setEditing({ mode: 'closed' })}
        />
      )}
    </section>
  );
}
