import type { RequestContext } from '../lib/context';

/** What a presented session token stands for. */
export type TokenState<Session> =
  ({ state: 'valid'; expireTime: number } & Session) | { state: 'invalid' } | { state: 'expired' };
export type MemberSession = { memberId: number; sessionId: number };
export type StaffSession = { servicerId: number; sessionId: number; siteId: number; role: string };

/**
 * How the request plugins turn a token into a session. The member and staff domains own the
 * token tables; the app hands their resolvers to the plugins here (ADR 085), so that the
 * plugins every domain's routes use import no domain.
 */
export interface TokenResolvers {
  member(ctx: RequestContext, token: string): Promise<TokenState<MemberSession>>;
  staff(ctx: RequestContext, token: string): Promise<TokenState<StaffSession>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenResolvers;
  }
}
