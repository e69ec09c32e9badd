/**
 * Business constants and limits of SPEC §9, the security limits of the account work and the
 * bounds we decided where SPEC says "not shown". Languages live in `lang.ts`.
 */

// Money and display
export const CURRENCY_LABEL = 'Ks';
export const MINOR_UNITS_PER_KS = 100;
export const CART_TOTAL_DECIMALS = 2;

// Time
/**
 * The marketplace's time zone (IANA name): every time a shopper sees, on every page and in the
 * chat, is shown in it, whatever the browser's or the server's own zone (issue 20 §10, ADR 032).
 */
export const MARKET_TIME_ZONE = 'Asia/Yangon';

// Session
export const AUTO_LOGIN_DAYS = 7;
/** Token life when "auto login" is not ticked (ARCHITECTURE §5). */
export const SESSION_DAYS_DEFAULT = 1;

// Layout
export const BACK_TO_TOP_PX = 300;
export const TOP_BANNER_MAX_CLOSES = 3;
export const FOOTER_HELP_CLASSES = 4;
export const FOOTER_HELP_ARTICLES = 4;
export const MINI_CART_SCROLL_AFTER = 5;
export const AVATAR_SIZE = 120;
export const CATEGORY_TEMPLATES = [1, 2, 3] as const;
export type CategoryTemplate = (typeof CATEGORY_TEMPLATES)[number];
export const CATEGORY_TREE_LEVEL = 3;
/** "today", "yesterday" and "tomorrow" labels apply within this many days of now. */
export const DATE_LABEL_WINDOW_DAYS = 1;

// Search
export const SEARCH_KEYWORD_MAX = 50;

// Chat
export const CHAT_MESSAGE_MAX = 150;
export const CHAT_HISTORY_PAGE_SIZE = 4;
export const CHAT_LIST_PAGE = 1;
export const CHAT_LIST_PAGE_SIZE = 30;
export const EMOJI_COUNT = 47;
export const CHAT_DIALOG_WIDTH_PERCENT = 48;
/** SPEC gives 1500 without a unit; read as milliseconds. 0 disables the keep-alive. */
export const CHAT_PING_DEFAULT_MS = 1500;

// Timeouts
export const HTTP_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// Member and order fields
export const NICKNAME_MAX = 30;
/** The avatar: its side in pixels (a copy twice as large is kept for sharp screens), and the upload's limit. */
export const HEADIMG_SIDE = 120;
export const HEADIMG_MAX_BYTES = 4 * 1024 * 1024;
export const CONSIGNEE_MIN = 1;
export const CONSIGNEE_MAX = 20;
export const REVIEW_IMAGES_MAX = 6;
/** A review's text (API-SHAPES-MORE §3.6: the family's form allows 200). */
export const REVIEW_CONTENT_MAX = 200;
export const PAY_PASSWORD_LENGTH = 6;

// Promises shown on goods pages
export const RETURN_NO_REASON_DAYS = 7;
export const SHIP_WITHIN_HOURS = 2;

// Config flags
export const API_ENCRYPTION_ENABLED = false;

// Captcha, SMS codes and rate limits (account security)
export const CAPTCHA_LIFE_SECONDS = 600;
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_LIFE_SECONDS = 300;
export const SMS_CODE_MAX_TRIES = 5;
export const SMS_RESEND_SECONDS = 60;
export const LOGIN_RATE_PER_MINUTE = 10;
/**
 * Hours a bank-transfer proof holds the order's stock for the shop's confirmation, unless the
 * platform sets `pay_config.offlinepay.proof_hours` (ADR 022/087); then the order awaits payment again.
 */
export const PROOF_CONFIRM_HOURS = 24;
/** Orders one member may have awaiting a shop's confirmation of a transfer, all shops together (ADR 022/087). */
export const MAX_AWAITING_PROOF_ORDERS = 3;
/**
 * A member is told (SMS) at most once in this many seconds that their password login was locked
 * by wrong guesses (ADR 087): a guesser filling window after window sends one message, not many.
 */
export const LOGIN_LOCKOUT_NOTICE_SECONDS = 3600;
export const SMS_RATE_PER_MINUTE = 1;
export const SMS_RATE_PER_DAY = 10;
export const REGISTER_RATE_PER_HOUR = 20;

// Our decisions where SPEC says "not shown"
/** Used when the platform has not configured `pwd_len`. */
export const PASSWORD_MIN_DEFAULT = 8;
/** Bounds the hashing input; long enough for any passphrase. */
export const PASSWORD_MAX = 128;
export const ADDRESS_DETAIL_MAX = 200;
export const TELEPHONE_MAX = 20;
export const EMAIL_MAX = 100;
export const INVOICE_TITLE_MAX = 100;
export const TAXPAYER_ID_MAX = 30;
export const REFUND_REASON_MAX = 100;
export const REFUND_REMARK_MAX = 200;
export const LOGISTICS_NAME_MAX = 50;
export const LOGISTICS_NO_MAX = 50;
/** A single cart line or order line never needs more; larger numbers are typing mistakes. */
export const PURCHASE_QUANTITY_MAX = 99_999;
