import { describe, expect, it } from 'vitest';
import { CLIENT_ERRORS, isSessionError, type ApiFailure } from './api';
import { failureMeaning } from './api.server';

const failed = (error_code: string, code = -1): ApiFailure => ({ ok: false, code, message: '', error_code });

describe('a failed call read through the error table', () => {
  it('ends the session on each token error, and on nothing else', () => {
    for (const key of ['TOKEN_NOT_EXIST', 'TOKEN_ERROR', 'TOKEN_EXPIRE'])
      expect(isSessionError(failed(key)), key).toBe(true);
    for (const key of ['LOGIN_FAILED', 'ACCOUNT_LOCKED', 'PARAMETER_ERROR', CLIENT_ERRORS.network])
      expect(isSessionError(failed(key)), key).toBe(false);
  });

  it('gives the meaning of the key, and none to a failure that never reached the API', () => {
    expect(failureMeaning(failed('GOODS_NOT_FOUND'))).toBe('not-found');
    expect(failureMeaning(failed('REQUEST_SITE_ID', -10007))).toBe('invalid');
    expect(failureMeaning(failed('ORDER_STATE_CHANGED'))).toBe('conflict');
    for (const key of Object.values(CLIENT_ERRORS)) expect(failureMeaning(failed(key))).toBeUndefined();
  });
});
