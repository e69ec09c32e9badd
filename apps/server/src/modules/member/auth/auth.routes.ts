import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as c from '@zay/contract';
import { clearSessionCookie, requestToken, setSessionCookie } from '../../../plugins/auth';
import { registerEndpoint } from '../../../plugins/endpoints';
import * as auth from './auth.service';
import { newCaptcha } from './captcha.service';
import { deviceOf, ensureDevice } from './device-cookie';
import { useNoticeSender } from './member-notice.service';
import { localRegisterConfig } from './register-config';
import { emailProvider } from './email-provider';
import { smsProvider } from './sms-provider';
import { securityRoutes } from './security.routes';
import { revokeToken } from './token.service';

/** Answers the SMS sender and caps per request, for the other modules' SMS codes. */
export function authRoutes(app: FastifyInstance) {
  const sms = smsProvider(app.env.SMS_PROVIDER);
  useNoticeSender(sms);
  const email = emailProvider(app.env.EMAIL_PROVIDER);
  const smsCaps = {
    perIp: app.env.SMS_PER_IP_PER_HOUR,
    perDevice: app.env.SMS_PER_DEVICE_PER_HOUR,
    total: app.env.SMS_PER_HOUR,
  };
  const deps = (req: FastifyRequest): auth.AuthDeps => ({
    captchaEnabled: app.env.CAPTCHA_ENABLED,
    sms,
    email,
    ip: req.ip,
    device: deviceOf(req),
    smsCaps,
  });
  /** The token goes in the body (other clients) and in the HttpOnly cookie (the browser). */
  const session = (reply: FastifyReply, s: { token: string; maxAge: number }) => {
    setSessionCookie(reply, s.token, s.maxAge);
    return { token: s.token };
  };
  /** A member's chat sockets close when their session ends: one session's (logout) or all (password reset). */
  const closeChatSockets = (memberId: number, session?: number) =>
    app.chatHub.kick({ role: 'member', id: memberId }, c.CHAT_CLOSE.sessionEnded, session);

  registerEndpoint(app, c.captchaEndpoint, (ctx, body, req, reply) => {
    ensureDevice(req, reply);
    return newCaptcha(ctx, body.captcha_id);
  });
  /** The request's deps with its device id, given one now if the browser has none (sign-ins, ADR 087). */
  const withDevice = (req: FastifyRequest, reply: FastifyReply) => ({ ...deps(req), device: ensureDevice(req, reply) });
  registerEndpoint(app, c.registerConfigEndpoint, async (ctx) => {
    const { login, register, pwd_len, pwd_complexity, agreement_title } = await localRegisterConfig(ctx);
    return { value: { login, register, pwd_len, pwd_complexity, agreement_title } };
  });
  registerEndpoint(app, c.agreementEndpoint, async (ctx) => {
    const config = await localRegisterConfig(ctx);
    return { title: config.agreement_title, content: config.agreement_content };
  });
  registerEndpoint(app, c.registerUsernameEndpoint, async (ctx, body, req, reply) =>
    session(reply, await auth.registerByUsername(ctx, withDevice(req, reply), body)),
  );
  registerEndpoint(app, c.registerMobileCodeEndpoint, (ctx, body, req) =>
    auth.sendMobileCode(ctx, deps(req), 'register', body),
  );
  registerEndpoint(app, c.registerMobileEndpoint, async (ctx, body, req, reply) =>
    session(reply, await auth.registerByMobile(ctx, withDevice(req, reply), body)),
  );
  registerEndpoint(app, c.loginEndpoint, async (ctx, body, req, reply) =>
    session(reply, await auth.loginByPassword(ctx, withDevice(req, reply), body)),
  );
  registerEndpoint(app, c.loginMobileCodeEndpoint, (ctx, body, req) =>
    auth.sendMobileCode(ctx, deps(req), 'login', body),
  );
  registerEndpoint(app, c.loginMobileEndpoint, async (ctx, body, req, reply) =>
    session(reply, await auth.loginByMobile(ctx, body, ensureDevice(req, reply))),
  );
  registerEndpoint(app, c.logoutEndpoint, async (ctx, _body, req, reply) => {
    const presented = requestToken(req);
    const ended = presented ? await revokeToken(ctx, presented.token) : null;
    if (ended) closeChatSockets(ended.memberId, ended.sessionId);
    clearSessionCookie(reply);
    return {};
  });
  registerEndpoint(app, c.findPasswordCodeEndpoint, (ctx, body, req) =>
    auth.sendMobileCode(ctx, deps(req), 'find_password', body),
  );
  registerEndpoint(app, c.findPasswordEndpoint, async (ctx, body, _req, reply) => {
    closeChatSockets(await auth.resetPassword(ctx, body));
    clearSessionCookie(reply);
    return {};
  });
  securityRoutes(app, deps, (memberId) => closeChatSockets(memberId));
  return deps;
}
