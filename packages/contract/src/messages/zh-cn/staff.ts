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
  STAFF_NOT_FOUND: '您的店铺没有这名员工',
  STAFF_OWNER_PROTECTED: '店主本人的账号不能在这里修改、停用或转让',
  STAFF_ROLE_INVALID: '请选择角色：订单员、客服、核销员或商品编辑',
  STAFF_USERNAME_TAKEN: '该用户名已被其他账号使用，请换一个',
  STAFF_SAVED: '员工已保存',
  STAFF_PASSWORD_RESET: '密码已重置，其登录已全部退出',
  PLATFORM_STAFF_SELF: '不能禁用自己的账号',
  PLATFORM_STAFF_LAST_ADMIN: '平台必须至少保留一名启用的管理员',
};
