import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../../env';

/** A random id per browser, for limits per device (SMS sends); never tied to a member. */
export const DEVICE_COOKIE = 'zay_device';
const DEVICE = /^[\w-]{22}$/;

export function deviceOf(req: FastifyRequest): string | null {
  const id = req.cookies?.[DEVICE_COOKIE];
  return id && DEVICE.test(id) ? id : null;
}

/**
 * Gives the browser a device id with its first captcha (every SMS send needs one first) or sign-in
 * (a device signed in from before passes the password-guess budget, ADR 087); answers the id.
 */
export function ensureDevice(req: FastifyRequest, reply: FastifyReply): string {
  const known = deviceOf(req);
  if (known) return known;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: publicOrigin(reply.server.env).startsWith('https:'),
    maxAge: 365 * 86_400,
  });
  return id;
}
