/** The marketplace's own settings (the platform console's site settings), in English. */
export const site = {
  SETTINGS_SAVED: 'Settings saved',
  SETTINGS_IMAGE_INVALID: 'An image must be an uploaded file or an http(s) address',
  SETTINGS_LINK_INVALID: 'The link must start with http:// or https://',
  SETTINGS_TITLE_REQUIRED: 'Please enter the site title',
  SETTINGS_PHONE_INVALID: 'The phone number may only have digits, spaces, +, - and brackets',
  SETTINGS_LOGIN_REQUIRED: 'Keep at least one way to log in',
  SETTINGS_SERVICE_LINK: 'Enter the third-party customer service link (http:// or https://)',
  SETTINGS_ACCOUNT_NUMBER: 'The account number may only have digits, spaces and dashes',
  SETTINGS_PAY_NONE: 'Offer at least one payment method',
  SETTINGS_BANK_REQUIRED: 'Bank transfer needs the account number and the account name',
  SETTINGS_TRANSFER_REQUIRED: 'Choose at least one way to receive withdrawals',
  SETTINGS_REWARD_DAYS: 'Reward days must rise from row to row',
  SETTINGS_LEVELS_ORDER: 'The first level needs 0 growth and each next level more than the one before',
} as const;
