import {
  SHOP_STAFF_ROLES,
  sellerStaffAddEndpoint,
  sellerStaffEditEndpoint,
  sellerStaffPasswordEndpoint,
  sellerStaffStatusEndpoint,
  type ShopStaffRole,
  type ShopStaffRow,
} from '@zay/contract';
import { UsersRound } from 'lucide-react';
import { StatusPanel } from '~/components/ui/status-panel';
import { StaffAccountsPanel, type StaffSide } from '~/components/console/staff-accounts-panel';
import { useTranslation } from '~/lib/translation';

/** The shop's side: roles below the owner's; the owner's own account is not changed here. */
const SHOP_SIDE = (ownerAccount: string): StaffSide<ShopStaffRole> => ({
  roleName: (role) => `shopStaff.role_${role}`,
  roleHint: (role) => `shopStaff.roleHint_${role}`,
  roles: SHOP_STAFF_ROLES,
  defaultRole: 'clerk',
  calls: (run) => ({
    add: (body) => run(sellerStaffAddEndpoint, body),
    edit: (body) => run(sellerStaffEditEndpoint, body),
    password: (body) => run(sellerStaffPasswordEndpoint, body),
    status: (body) => run(sellerStaffStatusEndpoint, body),
  }),
  fixed: (row) => (row.role === 'owner' ? ownerAccount : null),
});

/** `/seller/staff`: the shop's staff with their roles and states; the owner adds, edits, disables and resets them. */
export function ShopStaffPanel({ list }: { list: ShopStaffRow[] }) {
  const { t } = useTranslation();
  return (
    <StaffAccountsPanel
      side={SHOP_SIDE(t('shopStaff.ownerAccount'))}
      list={list}
      empty={
        list.length <= 1 && (
          <StatusPanel icon={UsersRound} compact title={t('shopStaff.none')} description={t('shopStaff.noneText')} />
        )
      }
    />
  );
}
