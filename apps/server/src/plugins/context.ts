import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createContext } from '../lib/context';
import { resolveLang } from './lang';

/** A context without a member on the app's database and clock: timers, background jobs, webhooks. */
export const systemContext = (app: FastifyInstance) => createContext(app.db, app.clock);

/** The context of a request: its language and (once authenticated) its member. */
export const requestContext = (req: FastifyRequest) =>
  createContext(req.server.db, req.server.clock, { lang: resolveLang(req), memberId: req.memberId ?? null });
