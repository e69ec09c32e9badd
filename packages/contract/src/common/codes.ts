/** Stable error keys and their numeric `code`, as the established clients of this API expect. */
export const CODES = {
  SUCCESS: 0,
  ERROR: -1,
  TOKEN_NOT_EXIST: -1,
  TOKEN_ERROR: -10009,
  TOKEN_EXPIRE: -10010,
  PARAMETER_ERROR: -10006,
  REQUEST_SITE_ID: -10007,
  SITE_CLOSE: -3,
} as const;

export type CodeKey = keyof typeof CODES;
