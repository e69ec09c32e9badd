import type { MemberAddress, Region } from '@zay/contract';
import { useNavigate } from 'react-router';
import { AddressForm } from '~/components/address/address-form';
import { useRegions } from '~/components/address/use-regions';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';

/** The checkout's address form on its own page; saving or cancelling goes back to the list. */
export function AddressEditor({ address, provinces }: { address: MemberAddress | null; provinces: Region[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const regions = useRegions(provinces);
  return (
    <AddressForm
      address={address}
      regions={regions}
      onSaved={() => {
        void notifySuccess(t('memberCentre.addressSaved'));
        void navigate('/member/delivery_address');
      }}
      onCancel={() => void navigate('/member/delivery_address')}
    />
  );
}
