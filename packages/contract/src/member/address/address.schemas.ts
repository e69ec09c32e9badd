import { z } from 'zod';
import { idSchema } from '../../common/fields';
import { pageQuerySchema } from '../../common/paging';
import { addressSchema } from '../../validation/address.rules';

export const ADDRESS_MAX = 20;

export const memberAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  telephone: z.string(),
  province_id: z.number().int(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  address: z.string(),
  full_address: z.string(),
  longitude: z.string(),
  latitude: z.string(),
  is_default: z.number().int(),
});
export type MemberAddress = z.infer<typeof memberAddressSchema>;

export const addressIdBodySchema = z.object({ id: idSchema });
/** memberaddress/info: without an id (the family's "add" page asks so) the answer is an empty address. */
export const addressInfoBodySchema = z.object({ id: idSchema.optional() });
export const addressAddBodySchema = addressSchema;
export const addressEditBodySchema = addressSchema.extend({ id: idSchema });
export const addressPageBodySchema = pageQuerySchema;
