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
  STAFF_NOT_FOUND: 'No such staff member in your shop',
  STAFF_OWNER_PROTECTED: "The owner's own account cannot be changed, disabled or given away here",
  STAFF_ROLE_INVALID: 'Choose a role: order clerk, customer service, verifier or goods editor',
  STAFF_USERNAME_TAKEN: 'This username is already used by another account; choose another',
  STAFF_SAVED: 'Staff member saved',
  STAFF_PASSWORD_RESET: 'Password reset; their sessions have ended',
  PLATFORM_STAFF_SELF: 'You cannot disable your own account',
  PLATFORM_STAFF_LAST_ADMIN: 'The platform must keep at least one enabled administrator',
} as const;
