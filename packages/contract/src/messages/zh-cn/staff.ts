import type { staff as en } from '../en-us/staff';

/** Shop and platform staff: console access and staff roles, in Simplified Chinese. */
export const staff: Record<keyof typeof en, string> = {
  SELLER_FORBIDDEN: '您的员工角色无权进行此操作',
  PLATFORM_STAFF_ONLY: '只有平台员工可以使用平台后台，店铺员工请登录店铺后台',
  STAFF_ROLE_OWNER: '店主',
  STAFF_ROLE_CLERK: '订单员',
  STAFF_ROLE_SERVICE: '客服',
  STAFF_ROLE_VERIFIER: '核销员',
  STAFF_ROLE_ADMIN: '管理员',
  STAFF_ROLE_OPERATIONS: '运营',
  STAFF_ROLE_FINANCE: '财务',
  STAFF_ROLE_EDITOR: '商品编辑',
};
