import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../messages/catalogue';
import { CODES } from './codes';
import { ERRORS, errorSpec, isErrorKey, meaningOf, SESSION_ERRORS, type ErrorKey } from './errors';

const KEYS = Object.keys(ERRORS) as ErrorKey[];

describe('error table', () => {
  it('gives every key a text in the message catalogues', () => {
    for (const key of KEYS) expect(isMessageKey(errorSpec(key).message), key).toBe(true);
  });

  it('travels under a key of its own or another key of the table', () => {
    for (const key of KEYS) expect(isErrorKey(errorSpec(key).errorCode), key).toBe(true);
  });

  it('keeps the codes the established clients expect', () => {
    expect(errorSpec('TOKEN_NOT_EXIST')).toMatchObject({
      code: CODES.TOKEN_NOT_EXIST,
      message: 'NOT_LOGGED_IN',
      status: 401,
    });
    expect(errorSpec('TOKEN_EXPIRE')).toMatchObject({ code: -10010, status: 401 });
    expect(errorSpec('PARAMETER_ERROR')).toMatchObject({ code: -10006, status: 400 });
    expect(errorSpec('SITE_CLOSE')).toMatchObject({ code: -3, status: 503 });
    expect(errorSpec('SERVER_BUSY')).toMatchObject({ errorCode: 'RATE_LIMITED', message: 'RATE_LIMITED', status: 503 });
    expect(errorSpec('ORDER_STATE_CHANGED')).toMatchObject({
      code: CODES.ERROR,
      errorCode: 'ORDER_STATE_CHANGED',
      status: 409,
    });
  });

  it('lists apart exactly the keys that mean the session is over', () => {
    const unauthenticated = Object.entries(ERRORS).filter(([, e]) => e.meaning === 'unauthenticated');
    expect([...SESSION_ERRORS].sort()).toEqual(unauthenticated.map(([key]) => key).sort());
  });

  it('reads the meaning of an answer’s error_code, and none for a code it does not know', () => {
    expect(meaningOf('GOODS_NOT_FOUND')).toBe('not-found');
    expect(meaningOf('TOKEN_EXPIRE')).toBe('unauthenticated');
    expect(meaningOf('NETWORK_ERROR')).toBeUndefined();
    expect(meaningOf('toString')).toBeUndefined();
  });
});
