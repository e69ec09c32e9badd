/**
 * API messages in English; this file defines the keys. `{name}` placeholders are filled by
 * `message()`. Numbers fixed by SPEC §9 are written out; configurable ones are placeholders.
 */
export const enUs = {
  // Response codes (common/codes.ts)
  SUCCESS: 'operation successful',
  ERROR: 'operation failed',
  TOKEN_NOT_EXIST: 'token does not exist',
  TOKEN_ERROR: 'login error, please log in again',
  TOKEN_EXPIRE: 'login has expired, please log in again',
  PARAMETER_ERROR: 'invalid parameters',
  REQUEST_SITE_ID: 'missing shop id',
  SITE_CLOSE: 'website closed',

  // Generic HTTP and request failures
  NOT_FOUND: 'the requested page or data was not found',
  METHOD_NOT_ALLOWED: 'this request method is not allowed',
  FORBIDDEN: 'you do not have permission to do this',
  RATE_LIMITED: 'too many requests, please try again later',
  SERVER_ERROR: 'the server had a problem, please try again',
  PAYLOAD_TOO_LARGE: 'the request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'this content type is not supported',
  FORBIDDEN_ORIGIN: 'requests from this origin are not allowed',
  INVALID_JSON: 'the request body is not valid JSON',

  // Field validation; {field} is the API field name
  VALIDATION_FIELD: '{field}: {reason}',
  FIELD_REQUIRED: '{field} is required',
  FIELD_TOO_LONG: '{field} may have at most {max} characters',
  FIELD_TOO_SHORT: '{field} must have at least {min} characters',
  FIELD_INVALID: '{field} is invalid',
  FIELD_NOT_INTEGER: '{field} must be a whole number',
  FIELD_OUT_OF_RANGE: '{field} must be between {min} and {max}',
  FIELD_TOO_SMALL: '{field} must be at least {min}',
  FIELD_TOO_LARGE: '{field} must be at most {max}',
  FIELD_TOO_FEW: '{field} must have at least {min} items',
  FIELD_TOO_MANY: '{field} may have at most {max} items',

  // Site and login
  PLUGIN_NOT_INSTALLED: 'plugin not installed',
  LOGIN_SUCCESS: 'login successful',
  NOT_LOGGED_IN: 'you have not yet been logged in',
  REGISTER_DISABLED: 'registration is not enabled by the platform',
  AGREEMENT_REQUIRED: 'please read and accept the agreement first',
  LOGOUT_SUCCESS: 'you have been logged out',
  REGISTER_SUCCESS: 'registration successful',

  // Account: captcha, SMS codes, credentials
  CAPTCHA_ERROR: 'the captcha is incorrect',
  CAPTCHA_EXPIRED: 'the captcha has expired, please get a new one',
  SMS_CODE_ERROR: 'the verification code is incorrect',
  SMS_CODE_EXPIRED: 'the verification code has expired, please request a new one',
  SMS_TOO_FREQUENT: 'verification codes were requested too often, please try again later',
  USERNAME_REQUIRED: 'please enter a username',
  USERNAME_INVALID: 'the username must be 3 to 30 letters, digits or underscores, and not only digits',
  MOBILE_LOGIN_DISABLED: 'login by mobile code is not enabled',
  SMS_CODE_TEXT: 'your verification code, valid for {minutes} minutes. Do not share it with anyone.',
  USERNAME_TAKEN: 'this username is already taken',
  MOBILE_TAKEN: 'this mobile number is already registered',
  MOBILE_NOT_REGISTERED: 'this mobile number is not registered',
  LOGIN_FAILED: 'wrong account or password',
  ACCOUNT_LOCKED: 'too many failed attempts, please try again later',
  MOBILE_REQUIRED: 'please enter your mobile phone number',
  MOBILE_FORMAT_ERROR: 'Mobile phone number format error',
  PASSWORD_REQUIRED: 'please enter a password',
  PASSWORD_TOO_SHORT: 'the password must have at least {min} characters',
  PASSWORD_TOO_LONG: 'the password may have at most {max} characters',
  PASSWORD_NEEDS_DIGIT: 'the password must contain a digit',
  PASSWORD_NEEDS_LOWER: 'the password must contain a lower-case letter',
  PASSWORD_NEEDS_UPPER: 'the password must contain an upper-case letter',
  PASSWORD_NEEDS_SYMBOL: 'the password must contain a special character',
  PASSWORD_MISMATCH: 'the two passwords do not match',
  PASSWORD_SAME_AS_OLD: 'the new password must be different from the old one',
  NICKNAME_REQUIRED: 'please enter a nickname',
  NICKNAME_TOO_LONG: 'the nickname may have at most 30 characters',

  // Addresses and invoices
  CONSIGNEE_LENGTH: 'the consignee name must have 1 to 20 characters',
  PROVINCE_REQUIRED: 'please select a state or region',
  CITY_REQUIRED: 'please select a district',
  DISTRICT_REQUIRED: 'please select a township',
  REGION_INVALID: 'please choose the state or region, district and township again',
  ADDRESS_NOT_FOUND: 'this address does not exist',
  ADDRESS_LIMIT: 'you can keep at most {max} addresses',
  ADDRESS_REQUIRED: 'please enter the detailed address',
  ADDRESS_TOO_LONG: 'the detailed address may have at most 200 characters',
  TELEPHONE_INVALID: 'the landline number is invalid',
  EMAIL_INVALID: 'the e-mail address is invalid',
  INVOICE_FIELD_REQUIRED: 'please complete the invoice information',
  INVOICE_TITLE_REQUIRED: 'please enter the invoice header name',
  INVOICE_TAXPAYER_ID_REQUIRED: 'please enter the taxpayer identification number',
  INVOICE_ADDRESS_REQUIRED: 'please enter the mailing address for the invoice',
  INVOICE_EMAIL_REQUIRED: 'please enter the e-mail address that receives the invoice',

  // Goods, shops and search
  NOTICE_NOT_FOUND: 'this announcement does not exist',
  HELP_NOT_FOUND: 'this help article does not exist',
  GOODS_NOT_FOUND: 'this product does not exist or is no longer on sale',
  SHOP_NOT_FOUND: 'this shop does not exist',
  SHOP_CLOSED: 'this shop is closed',
  CATEGORY_NOT_FOUND: 'this category does not exist',
  AFTERSALE_SHIP_WITHIN: 'ships within {hours} hours of payment',
  AFTERSALE_NO_REASON_RETURN: '{days}-day no-reason return',
  AFTERSALE_PACKAGE_POSTAGE: 'for package goods, the buyer bears the return postage',
  KEYWORD_TOO_LONG: 'the search keyword may have at most 50 characters',
  VIDEO_UNAVAILABLE: 'this video is not available at the moment',

  // Purchase
  OUT_OF_STOCK: 'out of stock',
  PURCHASE_LIMIT: 'you can buy at most {max} of this item',
  PURCHASE_MINIMUM: 'buy at least {min} of this item',
  CART_LINE_NOT_FOUND: 'this item is no longer in your cart',
  QUANTITY_ZERO: 'quantity cannot be 0',
  QUANTITY_INVALID: 'the quantity must be a whole number of at least 1',

  // Activities
  ACTIVITY_ENDED: 'the activity has ended',
  GROUPBUY_ENDED: 'the group buy has ended',
  GROUPBUY_PLUGIN_NOT_INSTALLED: 'the group buy plugin is not installed',
  SECKILL_ENDED: 'the flash sale has ended',
  SECKILL_NOT_STARTED: 'the flash sale has not started yet',
  SECKILL_PLUGIN_NOT_INSTALLED: 'the flash sale plugin is not installed',

  // Chat
  CHAT_BLANK: 'cannot send blank content',
  CHAT_TOO_LONG: 'you can send up to 150 characters at a time',
  CHAT_NOT_LOGGED_IN: 'you are not logged in',
  SERVICER_OFFLINE: 'customer service is not online',
  SERVICER_ONLINE: 'customer service is online',

  // Orders, reviews and refunds
  ORDER_CREATE_DATA_MISSING: 'could not get the data needed to create the order',
  ORDER_REFUND_INFO_MISSING: 'could not get the refund information for this order',
  ORDER_PACKAGE_INFO_MISSING: 'could not get the parcel information for this order',
  REVIEW_EMPTY: 'please write your review',
  REVIEW_TOO_LONG: 'the review may have at most 500 characters',
  REVIEW_TOO_MANY_IMAGES: 'you can add at most 6 images',
  REFUND_REASON_REQUIRED: 'please select a refund reason',
  REFUND_REMARK_TOO_LONG: 'the refund description may have at most 200 characters',
  REFUND_LOGISTICS_COMPANY_REQUIRED: 'please enter the logistics company',
  REFUND_LOGISTICS_NO_REQUIRED: 'please enter the tracking number',

  // Payment
  PAY_PASSWORD_NOT_SET: 'please set a payment password first',
  PAY_PASSWORD_FORMAT: 'the payment password must be 6 digits',
  PAY_TYPE_NOT_CONFIGURED: 'the merchant has not configured a payment method',
  PAY_INFO_MISSING: 'no payment information was found',
  PAY_FAILED: 'payment failed',
  PAY_SUCCESS: 'payment successful',

  // Delivery
  DELIVERY_NOT_CONFIGURED: 'the store has not set up a delivery method',
  PICKUP_STORE_NONE: 'this store has no pickup points, please choose another delivery method',

  // Withdrawal
  WITHDRAW_AMOUNT_INVALID: 'please enter a valid withdrawal amount',
  WITHDRAW_EXCEEDS_BALANCE: 'the withdrawal amount exceeds the withdrawable amount',
  WITHDRAW_BELOW_MIN: 'the withdrawal amount is below the minimum of {min}',

  // Success texts
  REVOKE_SUCCESS: 'revoked successfully',
  APPLY_SUCCESS: 'application submitted successfully',
  CANCEL_SUCCESS: 'cancelled successfully',
  FOLLOW_SUCCESS: 'followed successfully',
  UNFOLLOW_SUCCESS: 'unfollowed successfully',
} as const;

export type MessageKey = keyof typeof enUs;
