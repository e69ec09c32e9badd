import {
  PLATFORM_STAFF_ROLES,
  platformStaffAddEndpoint,
  platformStaffEditEndpoint,
  platformStaffPasswordEndpoint,
  platformStaffStatusEndpoint,
  type PlatformStaffRole,
  type ShopStaffRow,
} from '@zay/contract';
import type { ReactNode } from 'react';
import { StaffAccountsPanel, type StaffSide } from '~/components/console/staff-accounts-panel';
import { useTranslation } from '~/lib/translation';

/** The platform's side (ADR 103): its four roles; the signed-in administrator's own account is not changed here. */
const platformSide = (me: number, ownAccount: string): StaffSide<PlatformStaffRole> => ({
  roles: PLATFORM_STAFF_ROLES,
  defaultRole: 'service',
  roleName: (role) => `platformStaff.role_${role}`,
  roleHint: (role) => `platformStaff.roleHint_${role}`,
  calls: (run) => ({
    add: (body) => run(platformStaffAddEndpoint, body),
    edit: (body) => run(platformStaffEditEndpoint, body),
    password: (body) => run(platformStaffPasswordEndpoint, body),
    status: (body) => run(platformStaffStatusEndpoint, body),
  }),
  fixed: (row) => (row.staff_id === me ? ownAccount : null),
});

/** `/platform/staff`: the platform's staff accounts, for the administrator. */
export function PlatformStaffPanel({ me, list, empty }: { me: number; list: ShopStaffRow[]; empty: ReactNode }) {
  const { t } = useTranslation();
  return <StaffAccountsPanel side={platformSide(me, t('platformStaff.ownAccount'))} list={list} empty={empty} />;
}
