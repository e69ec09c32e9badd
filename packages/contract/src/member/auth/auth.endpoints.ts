import { z } from 'zod';
import { defineEndpoint, emptyBodySchema } from '../../common/endpoint';
import * as s from './auth.schemas';

/**
 * Sends a visitor an SMS code for one purpose (registering, logging in, finding the password) to
 * the mobile given, with the captcha's id and answer; answers the key the code is checked against.
 */
function visitorSmsCodeEndpoint(path: string) {
  return defineEndpoint({ path, body: s.mobileCodeBodySchema, response: s.smsKeySchema, auth: 'none' });
}

/** A new single-use captcha (SVG data URI); `captcha_id` discards an older one. */
export const captchaEndpoint = defineEndpoint({
  path: '/api/captcha/captcha',
  body: s.captchaBodySchema,
  response: s.captchaSchema,
  auth: 'none',
});

/** Which ways to log in and register are on, and the password rules. */
export const registerConfigEndpoint = defineEndpoint({
  path: '/api/register/config',
  body: emptyBodySchema,
  response: s.registerConfigSchema,
  auth: 'none',
});

export const agreementEndpoint = defineEndpoint({
  path: '/api/register/aggrement',
  body: emptyBodySchema,
  response: s.agreementSchema,
  auth: 'none',
});

export const registerUsernameEndpoint = defineEndpoint({
  path: '/api/register/username',
  body: s.usernameRegisterBodySchema,
  response: s.tokenSchema,
  auth: 'none',
});

/** The registration SMS code. */
export const registerMobileCodeEndpoint = visitorSmsCodeEndpoint('/api/register/mobileCode');

export const registerMobileEndpoint = defineEndpoint({
  path: '/api/register/mobile',
  body: s.mobileRegisterBodySchema,
  response: s.tokenSchema,
  auth: 'none',
});

/** Username, mobile or e-mail with a password. */
export const loginEndpoint = defineEndpoint({
  path: '/api/login/login',
  body: s.passwordLoginBodySchema,
  response: s.tokenSchema,
  auth: 'none',
});

export const loginMobileCodeEndpoint = visitorSmsCodeEndpoint('/api/login/mobileCode');

export const loginMobileEndpoint = defineEndpoint({
  path: '/api/login/mobile',
  body: s.mobileLoginBodySchema,
  response: s.tokenSchema,
  auth: 'none',
});

/** Revokes the presented token and clears the cookie. */
export const logoutEndpoint = defineEndpoint({
  path: '/api/login/logout',
  body: emptyBodySchema,
  response: z.object({}),
  auth: 'optional',
});

export const findPasswordCodeEndpoint = visitorSmsCodeEndpoint('/api/findpassword/mobilecode');

/** Sets a new password with an SMS code; every session of the member ends. */
export const findPasswordEndpoint = defineEndpoint({
  path: '/api/findpassword/mobile',
  body: s.findPasswordBodySchema,
  response: z.object({}),
  auth: 'none',
});
