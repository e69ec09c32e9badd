/** Response codes, HTTP and request failures, field validation and the texts every domain shares, in English. */
export const common = {
  // Response codes (common/codes.ts)
  SUCCESS: 'Operation successful',
  ERROR: 'Operation failed',
  TOKEN_NOT_EXIST: 'Token does not exist',
  TOKEN_ERROR: 'Login error, please log in again',
  TOKEN_EXPIRE: 'Login has expired, please log in again',
  PARAMETER_ERROR: 'Invalid parameters',
  REQUEST_SITE_ID: 'Missing shop id',
  SITE_CLOSE: 'Website closed',

  // Generic HTTP and request failures
  NOT_FOUND: 'The requested page or data was not found',
  METHOD_NOT_ALLOWED: 'this request method is not allowed',
  FORBIDDEN: 'You do not have permission to do this',
  RATE_LIMITED: 'Too many requests, please try again later',
  SERVER_ERROR: 'The server had a problem, please try again',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported',
  FORBIDDEN_ORIGIN: 'Requests from this origin are not allowed',
  INVALID_JSON: 'The request body is not valid JSON',
  BAD_REQUEST: 'The request is malformed',
  REQUEST_TIMEOUT: 'The request took too long, please try again',
  HEADERS_TOO_LARGE: 'The request headers are too large',
  TOO_MANY_CONNECTIONS: 'Too many connections from your address, please try again later',

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

  PLUGIN_NOT_INSTALLED: 'Plugin not installed',

  REVOKE_SUCCESS: 'Revoked successfully',
  APPLY_SUCCESS: 'Application submitted successfully',
  CANCEL_SUCCESS: 'Cancelled successfully',
  FOLLOW_SUCCESS: 'Followed successfully',
  UNFOLLOW_SUCCESS: 'Unfollowed successfully',
} as const;
