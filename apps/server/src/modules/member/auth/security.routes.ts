import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import type { AuthDeps } from './auth.service';
import * as security from './security.service';

/**
 * The member centre's account security calls (API-SHAPES-MORE §1.4). `deps` are the SMS sender,
 * captcha switch and caps of the login and registration calls; `sessionsEnded` closes the
 * member's chat sockets after a change ended their other sessions (the asking page's own socket
 * reconnects with its still valid session).
 */
export function securityRoutes(
  app: FastifyInstance,
  deps: (req: FastifyRequest) => AuthDeps,
  sessionsEnded: (memberId: number) => void,
) {
  const session = (req: FastifyRequest) => req.memberSession!.id;
  registerEndpoint(app, c.passwordMobileCodeEndpoint, (ctx, body, req) =>
    security.sendPasswordCode(ctx, deps(req), body),
  );
  registerEndpoint(app, c.modifyPasswordEndpoint, async (ctx, body, req) => {
    sessionsEnded(await security.changePassword(ctx, session(req), body));
    return {};
  });
  registerEndpoint(app, c.bindMobileCodeEndpoint, (ctx, body, req) =>
    security.sendBindMobileCode(ctx, deps(req), body),
  );
  registerEndpoint(app, c.modifyMobileEndpoint, async (ctx, body, req) => {
    sessionsEnded(await security.changeMobile(ctx, session(req), body));
    return {};
  });
  registerEndpoint(app, c.checkEmailEndpoint, (ctx, body) => security.checkEmailFree(ctx, body.email));
  registerEndpoint(app, c.bindEmailCodeEndpoint, (ctx, body, req) => security.sendBindEmailCode(ctx, deps(req), body));
  registerEndpoint(app, c.modifyEmailEndpoint, async (ctx, body, req) => {
    sessionsEnded(await security.changeEmail(ctx, session(req), body));
    return {};
  });
}
