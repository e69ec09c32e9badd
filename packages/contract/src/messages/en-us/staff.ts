/** Shop and platform staff: console access and staff roles, in English. */
export const staff = {
  SELLER_FORBIDDEN: 'Your staff role does not allow this',
  PLATFORM_STAFF_ONLY:
    "Only the platform's own staff may use the platform console; shop staff log in to the shop console",
  STAFF_ROLE_OWNER: 'Owner',
  STAFF_ROLE_CLERK: 'Order clerk',
  STAFF_ROLE_SERVICE: 'Customer service',
  STAFF_ROLE_VERIFIER: 'Verifier',
  STAFF_ROLE_ADMIN: 'Administrator',
  STAFF_ROLE_OPERATIONS: 'Operations',
  STAFF_ROLE_FINANCE: 'Finance',
  STAFF_ROLE_EDITOR: 'Goods editor',
} as const;
