import { zodResolver } from '@hookform/resolvers/zod';
import {
  addressAddEndpoint,
  addressEditEndpoint,
  addressSchema,
  CONSIGNEE_MAX,
  type Address,
  type AddressInput,
  type MemberAddress,
  type Region,
  TELEPHONE_MAX,
  ADDRESS_DETAIL_MAX,
} from '@zay/contract';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { TextField } from '~/components/ui/text-field';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { useIssueText } from './issue-text';
import { RegionSelects } from './region-selects';

/** The form holds what the shopper typed; the contract's rules turn it into the API's body. */
export type AddressFormApi = UseFormReturn<AddressInput, unknown, Address>;

interface Props {
  /** The address being edited, or null for a new one. */
  address: MemberAddress | null;
  regions: { childrenOf: (pid: number) => Region[] | undefined; load: (pid: number) => void };
  onSaved: (id: number) => void;
  onCancel: () => void;
}

const idText = (id: number | undefined) => (id ? String(id) : '');

/** Adds or edits a delivery address in place (memberaddress/add|edit), checked by the API's own rules. */
export function AddressForm({ address, regions, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const issue = useIssueText();
  const [failure, setFailure] = useState('');
  const form = useForm<AddressInput, unknown, Address>({
    resolver: zodResolver(addressSchema),
    defaultValues: {
      name: address?.name ?? '',
      mobile: address?.mobile ?? '',
      telephone: address?.telephone ?? '',
      province_id: idText(address?.province_id),
      city_id: idText(address?.city_id),
      district_id: idText(address?.district_id),
      address: address?.address ?? '',
      is_default: address ? address.is_default === 1 : false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure('');
    const result = address
      ? await api(addressEditEndpoint, { ...values, id: address.id })
      : await api(addressAddEndpoint, values);
    if (result.ok) onSaved(result.data);
    else setFailure(result.message);
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(address ? 'checkout.editAddress' : 'checkout.newAddress')}
      className="mt-4 grid gap-4 rounded border border-line bg-[#fcfcfc] p-5"
    >
      <h3 className="text-[15px] font-semibold text-ink">
        {t(address ? 'checkout.editAddress' : 'checkout.newAddress')}
      </h3>
      <div className="grid grid-cols-3 gap-3">
        <TextField
          label={t('checkout.consignee')}
          maxLength={CONSIGNEE_MAX}
          autoComplete="name"
          error={issue(errors.name)}
          {...form.register('name')}
        />
        <TextField
          label={t('checkout.mobile')}
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          error={issue(errors.mobile)}
          {...form.register('mobile')}
        />
        <TextField
          label={t('checkout.telephone')}
          inputMode="tel"
          maxLength={TELEPHONE_MAX}
          error={issue(errors.telephone)}
          {...form.register('telephone')}
        />
      </div>
      <RegionSelects form={form} childrenOf={regions.childrenOf} load={regions.load} />
      <TextField
        label={t('checkout.detailAddress')}
        maxLength={ADDRESS_DETAIL_MAX}
        autoComplete="street-address"
        placeholder={t('checkout.detailPlaceholder')}
        error={issue(errors.address)}
        {...form.register('address')}
      />
      <label className="flex w-fit cursor-pointer items-center gap-2 text-[13px] text-body">
        <input type="checkbox" className="size-4 accent-brand" {...form.register('is_default')} />
        {t('checkout.setDefault')}
      </label>
      {failure && (
        <p role="alert" className="text-[13px] text-brand">
          {failure}
        </p>
      )}
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={isSubmitting}
          className="h-9 rounded bg-brand px-6 text-[14px] text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {t('checkout.saveAddress')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="h-9 rounded border border-line px-6 text-[14px] text-body hover:border-brand hover:text-brand"
        >
          {t('confirm.cancel')}
        </button>
      </div>
    </form>
  );
}
