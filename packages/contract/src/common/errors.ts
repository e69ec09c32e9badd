import type { MessageKey } from '../messages/en-us';
import { CODES } from './codes';

/** What a failure means to whoever gets it — a page's status, a log line — and its HTTP status. */
export const MEANING_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  'method-not-allowed': 405,
  timeout: 408,
  conflict: 409,
  'too-large': 413,
  unsupported: 415,
  'rate-limited': 429,
  'headers-too-large': 431,
  failed: 500,
  unavailable: 503,
} as const;

export type Meaning = keyof typeof MEANING_STATUS;

interface ErrorSpec {
  meaning: Meaning;
  /** The envelope's `code`. */
  code: number;
  /** The catalogue text when it is not the key's own. */
  message?: MessageKey;
  /** The `error_code` it travels under when that is another key's (an older client reads it). */
  errorCode?: string;
}

const is = (meaning: Meaning, code: number = CODES.ERROR, more?: Omit<ErrorSpec, 'meaning' | 'code'>): ErrorSpec => ({
  meaning,
  code,
  ...more,
});

/**
 * Every failure the API answers, by key (SCREAMING_SNAKE; the envelope's `error_code`): its meaning,
 * its `code` and its text in the message catalogues (the key's own unless `message` names
 * another). The server raises by key; Zay's web derives a page's status from the key.
 */
export const ERRORS = {
  // The session is missing, refused or over: a client logs the member out.
  TOKEN_NOT_EXIST: is('unauthenticated', CODES.TOKEN_NOT_EXIST, { message: 'NOT_LOGGED_IN' }),
  TOKEN_ERROR: is('unauthenticated', CODES.TOKEN_ERROR),
  TOKEN_EXPIRE: is('unauthenticated', CODES.TOKEN_EXPIRE),

  // The request as sent cannot be answered.
  PARAMETER_ERROR: is('invalid', CODES.PARAMETER_ERROR),
  INVALID_JSON: is('invalid', CODES.PARAMETER_ERROR),
  BAD_REQUEST: is('invalid', CODES.PARAMETER_ERROR),
  REQUEST_SITE_ID: is('invalid', CODES.REQUEST_SITE_ID),
  METHOD_NOT_ALLOWED: is('method-not-allowed', CODES.PARAMETER_ERROR),
  REQUEST_TIMEOUT: is('timeout', CODES.PARAMETER_ERROR),
  PAYLOAD_TOO_LARGE: is('too-large', CODES.PARAMETER_ERROR),
  HEADERS_TOO_LARGE: is('headers-too-large', CODES.PARAMETER_ERROR),
  UNSUPPORTED_MEDIA_TYPE: is('unsupported', CODES.PARAMETER_ERROR),
  FORBIDDEN_ORIGIN: is('forbidden'),

  // Account
  REGISTER_DISABLED: is('invalid'),
  MOBILE_LOGIN_DISABLED: is('invalid'),
  USERNAME_TAKEN: is('invalid'),
  MOBILE_TAKEN: is('invalid'),
  MOBILE_NOT_REGISTERED: is('invalid'),
  LOGIN_FAILED: is('invalid'),
  ACCOUNT_LOCKED: is('forbidden'),
  CAPTCHA_ERROR: is('invalid'),
  SMS_CODE_ERROR: is('invalid'),
  SMS_CODE_EXPIRED: is('invalid'),
  PASSWORD_REQUIRED: is('invalid'),
  PASSWORD_TOO_SHORT: is('invalid'),
  PASSWORD_TOO_LONG: is('invalid'),
  PASSWORD_NEEDS_DIGIT: is('invalid'),
  PASSWORD_NEEDS_LOWER: is('invalid'),
  PASSWORD_NEEDS_UPPER: is('invalid'),
  PASSWORD_NEEDS_SYMBOL: is('invalid'),
  PASSWORD_SAME_AS_OLD: is('invalid'),
  REGION_INVALID: is('invalid'),
  ADDRESS_LIMIT: is('invalid'),
  HEADIMG_INVALID: is('invalid'),
  HEADIMG_TYPE_INVALID: is('invalid'),
  PASSWORD_ERROR: is('invalid'),
  MOBILE_NOT_BOUND: is('invalid'),
  MOBILE_SAME_AS_OLD: is('invalid'),
  EMAIL_TAKEN: is('invalid'),
  EMAIL_SAME_AS_OLD: is('invalid'),
  EMAIL_CODE_ERROR: is('invalid'),
  EMAIL_CODE_EXPIRED: is('invalid'),

  // Not there, or not for this caller to see.
  NOT_FOUND: is('not-found'),
  GOODS_NOT_FOUND: is('not-found'),

  // The shop console's goods (ADR 090).
  SELLER_GOODS_NOT_FOUND: is('not-found'),
  GOODS_NAME_INVALID: is('invalid'),
  GOODS_CATEGORY_INVALID: is('invalid'),
  GOODS_SHOP_CATEGORY_INVALID: is('invalid'),
  GOODS_BRAND_INVALID: is('invalid'),
  GOODS_SPEC_INVALID: is('invalid'),
  GOODS_SKU_REQUIRED: is('invalid'),
  GOODS_SKU_INVALID: is('invalid'),
  GOODS_SKU_TOO_MANY: is('invalid'),
  GOODS_PRICE_INVALID: is('invalid'),
  GOODS_STOCK_INVALID: is('invalid'),
  GOODS_WEIGHT_INVALID: is('invalid'),
  GOODS_IMAGE_INVALID: is('invalid'),
  GOODS_IMAGES_TOO_MANY: is('invalid'),
  GOODS_VIDEO_INVALID: is('invalid'),
  GOODS_BUY_LIMIT_INVALID: is('invalid'),
  GOODS_CANNOT_SELL: is('conflict'),
  GOODS_PROMOTION_LOCKED: is('conflict'),
  GOODS_IN_PROMOTION: is('conflict'),
  GOODS_STOCK_CHANGED: is('conflict'),
  GOODS_EDITED_ELSEWHERE: is('conflict'),
  GOODS_NOT_DELETED: is('conflict'),
  GOODS_IMPORT_FILE_REQUIRED: is('invalid'),
  GOODS_IMPORT_FILE_TOO_LARGE: is('too-large'),
  GOODS_IMPORT_TOO_MANY_ROWS: is('invalid'),
  GOODS_IMPORT_EMPTY: is('invalid'),
  GOODS_IMPORT_MALFORMED: is('invalid'),
  GOODS_IMPORT_COLUMN_MISSING: is('invalid'),
  GOODS_IMPORT_NOT_CLEAN: is('conflict'),
  GOODS_IMPORT_RUNNING: is('conflict'),
  GOODS_IMPORT_JOB_NOT_FOUND: is('not-found'),
  GOODS_IMPORT_ZIP_REFUSED: is('invalid'),
  CATEGORY_NOT_FOUND: is('not-found'),
  SHOP_NOT_FOUND: is('not-found'),
  NOTICE_NOT_FOUND: is('not-found'),
  HELP_NOT_FOUND: is('not-found'),
  LIVE_ROOM_NOT_FOUND: is('not-found'),
  HELP_CLASS_NOT_FOUND: is('not-found'),
  CART_LINE_NOT_FOUND: is('not-found'),
  ADDRESS_NOT_FOUND: is('not-found'),
  ORDER_NOT_FOUND: is('not-found'),
  ORDER_NOT_MEMBER: is('not-found'),
  VERIFY_CODE_NOT_FOUND: is('not-found'),
  VERIFY_NO_RIGHT: is('forbidden'),
  VERIFIER_NOT_FOUND: is('forbidden'),
  PAY_INFO_MISSING: is('not-found'),
  BANK_ACCOUNT_NOT_FOUND: is('not-found'),
  WITHDRAW_NOT_FOUND: is('not-found'),
  CHAT_CONVERSATION_NOT_FOUND: is('not-found'),

  // Buying: the choice cannot be made as asked.
  PURCHASE_MINIMUM: is('invalid'),
  PURCHASE_LIMIT: is('invalid'),
  ORDER_CREATE_DATA_MISSING: is('invalid'),
  SHIPPING_ADDRESS_REQUIRED: is('invalid'),
  DELIVERY_NOT_CONFIGURED: is('invalid'),
  DELIVERY_TYPE_UNAVAILABLE: is('invalid'),
  PICKUP_STORE_NONE: is('invalid'),
  PICKUP_STORE_INVALID: is('invalid'),
  DELIVERY_TIME_INVALID: is('invalid'),
  EXPRESS_REGION_UNCOVERED: is('invalid'),
  LOCAL_AREA_UNCOVERED: is('invalid'),
  LOCAL_MIN_ORDER_NOT_REACHED: is('invalid'),
  INVOICE_DISABLED: is('invalid'),
  INVOICE_FIELD_REQUIRED: is('invalid'),
  PAY_TYPE_NOT_CONFIGURED: is('invalid'),
  PAY_WALLET_ONLY: is('invalid'),
  PAY_PASSWORD_NOT_SET: is('invalid'),
  PAY_PASSWORD_ERROR: is('invalid'),
  PAY_PROOF_REQUIRED: is('invalid'),

  // Buying: the state moved on (stock, coupons, balance, an order or payment changed).
  OUT_OF_STOCK: is('conflict'),
  COUPON_UNAVAILABLE: is('conflict'),
  // Coupons (API-SHAPES-MORE §5.1; ADR 062)
  COUPON_NOT_FOUND: is('not-found'),
  COUPON_ALL_TAKEN: is('conflict'),
  COUPON_LIMIT_REACHED: is('conflict'),
  COUPON_EXPIRED: is('conflict'),
  COUPON_PLUGIN_NOT_INSTALLED: is('not-found'),
  PLATFORMCOUPON_PLUGIN_NOT_INSTALLED: is('not-found'),
  COUPON_COUNT_BELOW_TAKEN: is('conflict'),
  COUPON_TYPE_CLOSED: is('conflict'),
  COUPON_END_TIME_INVALID: is('invalid'),
  BALANCE_NOT_ENOUGH: is('conflict'),
  SIGNED_IN: is('conflict'),
  SIGNIN_CLOSED: is('invalid'),
  WITHDRAW_CLOSED: is('invalid'),
  WITHDRAW_TYPE_UNSUPPORTED: is('invalid'),
  WITHDRAW_BELOW_MIN: is('invalid'),
  WITHDRAW_EXCEEDS_BALANCE: is('conflict'),
  WITHDRAW_STATE_CHANGED: is('conflict'),
  LIVE_REVIEW_STATE_CHANGED: is('conflict'),
  HELP_CLASS_NOT_EMPTY: is('conflict'),
  CONTENT_TITLE_REQUIRED: is('invalid'),
  // The platform's decoration of the home page (issue 31, ADR 104)
  DECORATE_TEXT_INVALID: is('invalid'),
  DECORATE_TITLE_REQUIRED: is('invalid'),
  DECORATE_LINK_INVALID: is('invalid'),
  DECORATE_IMAGE_INVALID: is('invalid'),
  DECORATE_IMAGE_REQUIRED: is('invalid'),
  DECORATE_WINDOW_INVALID: is('invalid'),
  DECORATE_TOO_MANY: is('invalid'),
  DECORATE_POSITION_NOT_FOUND: is('not-found'),
  DECORATE_ITEM_NOT_FOUND: is('not-found'),
  DECORATE_NO_DRAFT: is('conflict'),
  DECORATE_PREVIEW_EXPIRED: is('not-found'),
  // The platform's catalogue and members (issue 31, ADR 092)
  CATALOGUE_NAME_INVALID: is('invalid'),
  CATALOGUE_IMAGE_INVALID: is('invalid'),
  COMMISSION_RATE_INVALID: is('invalid'),
  CATEGORY_PARENT_INVALID: is('invalid'),
  CATEGORY_TOO_DEEP: is('invalid'),
  CATEGORY_HAS_CHILDREN: is('conflict'),
  CATEGORY_HAS_GOODS: is('conflict'),
  BRAND_NOT_FOUND: is('not-found'),
  BRAND_HAS_GOODS: is('conflict'),
  MEMBER_NOT_FOUND: is('not-found'),
  MEMBER_FROZEN: is('forbidden'),
  ADJUST_REASON_REQUIRED: is('invalid'),
  ADJUST_AMOUNT_INVALID: is('invalid'),
  ADJUST_BELOW_ZERO: is('conflict'),
  ORDER_STATE_CHANGED: is('conflict'),
  PAY_CLOSED: is('conflict'),
  PAY_ALREADY_PAID: is('conflict'),
  PAY_PROOF_USED: is('conflict'),
  PAY_PROOF_EXPIRED: is('conflict'),
  PAY_AWAITING_TOO_MANY: is('conflict'),
  ORDER_EXTEND_ONCE: is('conflict'),
  IS_VERIFYED: is('conflict'),
  VERIFY_CODE_FROZEN: is('conflict'),
  VERIFY_CODE_VOID: is('conflict'),

  // Seckill (API-SHAPES-MORE §5.2)
  SECKILL_PLUGIN_NOT_INSTALLED: is('not-found'),
  LIVE_PLUGIN_NOT_INSTALLED: is('not-found'),
  SECKILL_NOT_FOUND: is('not-found'),
  SECKILL_NOT_OPEN: is('conflict'),
  SECKILL_STOCK_SHORT: is('conflict'),
  SECKILL_LIMIT: is('invalid'),
  SECKILL_PRICE_INVALID: is('invalid'),
  SECKILL_STOCK_INVALID: is('invalid'),
  SECKILL_SLOT_REQUIRED: is('invalid'),
  // Topic activities (API-SHAPES-MORE §5.5, ADR 072)
  TOPIC_PLUGIN_NOT_INSTALLED: is('not-found'),
  TOPIC_NOT_FOUND: is('not-found'),
  TOPIC_NOT_OPEN: is('conflict'),
  TOPIC_ENDED: is('conflict'),
  TOPIC_STOCK_SHORT: is('conflict'),
  TOPIC_GOODS_EXISTS: is('conflict'),
  TOPIC_NAME_INVALID: is('invalid'),
  TOPIC_ADV_INVALID: is('invalid'),
  TOPIC_COLOR_INVALID: is('invalid'),
  TOPIC_TIME_INVALID: is('invalid'),
  TOPIC_PRICE_INVALID: is('invalid'),
  TOPIC_STOCK_INVALID: is('invalid'),
  SECKILL_SLOT_NOT_FOUND: is('not-found'),
  SECKILL_SLOT_NAME_INVALID: is('invalid'),
  SECKILL_SLOT_TIME_INVALID: is('invalid'),

  // Combo packages (API-SHAPES-MORE §5.4, ADR 071)
  BUNDLING_PLUGIN_NOT_INSTALLED: is('not-found'),
  BUNDLING_NOT_FOUND: is('not-found'),
  BUNDLING_OFF: is('conflict'),
  BUNDLING_GOODS_OFF: is('conflict'),
  BUNDLING_GOODS_INVALID: is('invalid'),
  BUNDLING_PRICE_INVALID: is('invalid'),
  BUNDLING_NAME_REQUIRED: is('invalid'),
  // Group buy (API-SHAPES-MORE §5.3, ADR 070)
  GROUPBUY_PLUGIN_NOT_INSTALLED: is('not-found'),
  GROUPBUY_NOT_FOUND: is('not-found'),
  GROUPBUY_NOT_OPEN: is('conflict'),
  GROUPBUY_ENDED: is('conflict'),
  GROUPBUY_MIN: is('invalid'),
  GROUPBUY_STOCK_SHORT: is('conflict'),
  GROUPBUY_PRICE_INVALID: is('invalid'),
  GROUPBUY_BUY_NUM_INVALID: is('invalid'),
  GROUPBUY_QUOTA_INVALID: is('invalid'),
  GROUPBUY_TIME_INVALID: is('invalid'),
  GROUPBUY_OVERLAP: is('conflict'),

  // The shop console (ADR 049)
  SELLER_FORBIDDEN: is('forbidden'),
  // The platform console (ADR 060)
  PLATFORM_STAFF_ONLY: is('forbidden'),
  // A shop's staff accounts (ADR 098)
  STAFF_NOT_FOUND: is('not-found'),
  STAFF_OWNER_PROTECTED: is('forbidden'),
  STAFF_ROLE_INVALID: is('invalid'),
  STAFF_USERNAME_TAKEN: is('invalid'),
  // Recharge (ADR 061)
  RECHARGE_NOT_FOUND: is('not-found'),
  PLUGIN_NOT_INSTALLED: is('not-found'),
  PLATFORM_TRANSFER_TIME_INVALID: is('invalid'),
  SELLER_PACKAGE_GOODS: is('invalid'),
  SELLER_REFUND_OPEN: is('conflict'),
  SELLER_TRACE_TIME_INVALID: is('invalid'),
  SELLER_PAY_MONEY_NEGATIVE: is('invalid'),
  SELLER_PROOF_OTHER_SHOPS: is('conflict'),
  PACKAGE_NOT_FOUND: is('not-found'),
  ORDER_PACKAGE_NONE: is('not-found'),

  // Reviews (API-SHAPES-MORE §3.6)
  REVIEW_DATA_INVALID: is('invalid'),
  REVIEW_IMAGE_INVALID: is('invalid'),
  EVALUATE_NOT_ALLOWED: is('conflict'),
  ORDER_EVALUATED: is('conflict'),
  EVALUATE_FIRST_REQUIRED: is('conflict'),
  EVALUATE_FINISHED: is('conflict'),
  EVALUATE_NOT_FOUND: is('not-found'),
  EVALUATE_REPLIED: is('conflict'),

  // After-sale (API-SHAPES-MORE §3.7–§3.8, ADR 058)
  ORDER_GOODS_EMPTY: is('not-found'),
  COMPLAIN_NOT_FOUND: is('not-found'),
  REFUND_TYPE_INVALID: is('invalid'),
  REFUND_REASON_INVALID: is('invalid'),
  REFUND_REASON_NOT_OFFERED: is('invalid'),
  REFUSE_REASON_REQUIRED: is('invalid'),
  AFTERSALE_REMARK_TOO_LONG: is('invalid'),
  REFUND_PROOF_REQUIRED: is('invalid'),
  REFUND_IN_PROGRESS: is('conflict'),
  REFUND_NOT_ALLOWED: is('conflict'),
  REFUND_STATE_CHANGED: is('conflict'),
  COMPLAIN_NOT_ALLOWED: is('conflict'),
  COMPLAIN_OPEN: is('conflict'),
  COMPLAIN_STATE_CHANGED: is('conflict'),

  // Uploads and chat
  UPLOAD_REQUIRED: is('invalid'),
  UPLOAD_TYPE_INVALID: is('invalid'),
  UPLOAD_IMAGE_TOO_COMPLEX: is('invalid'),
  UPLOAD_TOO_LARGE: is('too-large'),
  CHAT_IMAGE_INVALID: is('invalid'),
  CHAT_ORDER_INVALID: is('invalid'),
  CHAT_CONNECTION_GONE: is('invalid'),
  SERVICER_OFFLINE: is('invalid'),

  // Too much, or the server cannot answer now.
  RATE_LIMITED: is('rate-limited'),
  SMS_TOO_FREQUENT: is('rate-limited'),
  EMAIL_TOO_FREQUENT: is('rate-limited'),
  TOO_MANY_CONNECTIONS: is('unavailable', CODES.PARAMETER_ERROR),
  SERVER_BUSY: is('unavailable', CODES.ERROR, { message: 'RATE_LIMITED', errorCode: 'RATE_LIMITED' }),
  SITE_CLOSE: is('unavailable', CODES.SITE_CLOSE),
  SERVER_ERROR: is('failed'),
  // Joining the marketplace, the shop's profile and own categories (issue 30, ADR 089)
  APPLY_NOT_FOUND: is('not-found'),
  APPLY_OPEN_EXISTS: is('conflict'),
  APPLY_ALREADY_OWNER: is('conflict'),
  APPLY_STATE_CHANGED: is('conflict'),
  APPLY_CATEGORY_REQUIRED: is('invalid'),
  APPLY_TERMS_REQUIRED: is('invalid'),
  APPLY_REASON_REQUIRED: is('invalid'),
  SHOP_NAME_LENGTH: is('invalid'),
  SHOP_NAME_TAKEN: is('conflict'),
  CONTACT_NAME_LENGTH: is('invalid'),
  IMAGE_PATH_INVALID: is('invalid'),
  SHOP_OPEN_NEEDS_GOODS: is('conflict'),
  SHOP_CATEGORY_NOT_FOUND: is('not-found'),
  SHOP_CATEGORY_NAME_LENGTH: is('invalid'),
  SHOP_CATEGORY_PARENT_INVALID: is('invalid'),
  SHOP_CATEGORY_HAS_CHILDREN: is('conflict'),
  SHOP_CATEGORY_HAS_GOODS: is('conflict'),
  SHOP_CATEGORY_LIMIT: is('conflict'),
  DELIVERY_TEMPLATE_NOT_FOUND: is('not-found'),
  DELIVERY_TEMPLATE_NAME_LENGTH: is('invalid'),
  DELIVERY_TEMPLATE_LIMIT: is('conflict'),
  DELIVERY_TEMPLATE_DEFAULT: is('conflict'),
  DELIVERY_RULES_INVALID: is('invalid'),
  DELIVERY_FEE_INVALID: is('invalid'),
  DELIVERY_AREA_INVALID: is('invalid'),
  PICKUP_STORE_NOT_FOUND: is('not-found'),
  PICKUP_STORE_NAME_LENGTH: is('invalid'),
  PICKUP_STORE_LIMIT: is('conflict'),
  STORE_VERIFIER_INVALID: is('invalid'),
  // The platform runs its shops and its staff (issue 31, ADR 103)
  SHOP_FREEZE_REASON_REQUIRED: is('invalid'),
  SHOP_FROZEN: is('forbidden'),
  SHOP_NOT_FROZEN: is('conflict'),
  PLATFORM_STAFF_SELF: is('forbidden'),
  PLATFORM_STAFF_LAST_ADMIN: is('conflict'),
} satisfies Record<string, ErrorSpec>;

export type ErrorKey = keyof typeof ERRORS;

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** How a key travels: its `code`, `error_code`, catalogue text and the HTTP status of its meaning. */
export function errorSpec(key: ErrorKey) {
  const spec: ErrorSpec = ERRORS[key];
  return {
    meaning: spec.meaning,
    status: MEANING_STATUS[spec.meaning],
    code: spec.code,
    message: spec.message ?? (key as MessageKey),
    errorCode: spec.errorCode ?? key,
  };
}

/**
 * The keys that mean the session is over (meaning `unauthenticated`), listed apart so the browser
 * can recognise them without carrying the whole table; errors.test.ts holds the two equal.
 */
export const SESSION_ERRORS: readonly string[] = ['TOKEN_NOT_EXIST', 'TOKEN_ERROR', 'TOKEN_EXPIRE'];

/** The meaning of an answer's `error_code`; undefined for a code the table does not know. */
export function meaningOf(errorCode: string): Meaning | undefined {
  return isErrorKey(errorCode) ? ERRORS[errorCode].meaning : undefined;
}
