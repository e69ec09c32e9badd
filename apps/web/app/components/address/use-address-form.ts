import { zodResolver } from '@hookform/resolvers/zod';
import {
  addressAddEndpoint,
  addressEditEndpoint,
  addressSchema,
  type Address,
  type AddressInput,
  type MemberAddress,
} from '@zay/contract';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { api } from '~/lib/api';

/** The form holds what the shopper typed; the contract's rules turn it into the API's body. */
export type AddressFormApi = UseFormReturn<AddressInput, unknown, Address>;
export type AddressFields = ReturnType<typeof useAddressForm>['fields'];

const idText = (id: number | undefined) => (id ? String(id) : '');

const valuesOf = (address: MemberAddress | null): AddressInput => ({
  name: address?.name ?? '',
  mobile: address?.mobile ?? '',
  telephone: address?.telephone ?? '',
  province_id: idText(address?.province_id),
  city_id: idText(address?.city_id),
  district_id: idText(address?.district_id),
  address: address?.address ?? '',
  is_default: address ? address.is_default === 1 : false,
});

/** The address being added (null) or edited, checked by the API's own rules and saved (memberaddress/add|edit). */
export function useAddressForm(address: MemberAddress | null, onSaved: (id: number) => void) {
  const [failure, setFailure] = useState('');
  const form = useForm<AddressInput, unknown, Address>({
    resolver: zodResolver(addressSchema),
    defaultValues: valuesOf(address),
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure('');
    const result = address
      ? await api(addressEditEndpoint, { ...values, id: address.id })
      : await api(addressAddEndpoint, values);
    if (result.ok) onSaved(result.data);
    else setFailure(result.message);
  });

  // A failed save focuses the first wrong field in the order the fields were registered: these
  // here, then the region selects as they render.
  const fields = {
    name: form.register('name'),
    mobile: form.register('mobile'),
    telephone: form.register('telephone'),
    address: form.register('address'),
    is_default: form.register('is_default'),
  };

  return { form, fields, failure, submit };
}
