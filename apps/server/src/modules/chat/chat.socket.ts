import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  CHAT_CLOSE,
  CHAT_FRAME_BURST,
  CHAT_FRAME_MAX_BYTES,
  CHAT_FRAMES_PER_SECOND,
  CHAT_SOCKET_PATH,
  parseChatClientFrame,
} from '@zay/contract';
import { publicOrigin } from '../../env';
import { AppError } from '../../lib/app-error';
import { requestToken } from '../../plugins/auth';
import { systemContext } from '../../plugins/context';
import { resolveToken } from '../member';
import { servicerToken } from '../../plugins/servicer-auth';
import { resolveServicerToken } from '../staff';
import { SOCKETS_PER_USER, type Conn, type SocketOwner } from './chat-conn';
import { Bucket } from '../../lib/token-bucket';

/** Frames dropped by the rate limit before the server gives up on a client. */
const FLOOD_CLOSE_AFTER = 100;

declare module 'fastify' {
  interface FastifyRequest {
    /** Who opened the socket; null for a member socket opened without credentials. */
    chatIdentity?: SocketOwner | null;
  }
}

/** A browser's Origin must be this site (its public origin or the host it asked) or a CORS origin. */
function checkOrigin(req: FastifyRequest) {
  const origin = req.headers.origin;
  if (!origin) return;
  const env = req.server.env;
  const allowed = new Set([
    publicOrigin(env),
    `${req.protocol}://${req.headers.host}`,
    ...env.CORS_ORIGINS.split(',').map((o) => o.trim()),
  ]);
  if (!allowed.has(origin)) throw new AppError('FORBIDDEN_ORIGIN');
}

/** The token of the upgrade: the session cookie, a Bearer header or `?token=`. */
function upgradeToken(req: FastifyRequest, servicer: boolean): string | null {
  const presented = servicer ? servicerToken(req) : requestToken(req);
  if (presented) return presented.token;
  const { token } = req.query as { token?: unknown };
  return typeof token === 'string' && token ? token : null;
}

/** The session the upgrade presents; null when a member socket presents none (a bind claims it later). */
async function identify(req: FastifyRequest): Promise<SocketOwner | null> {
  const servicer = (req.query as { role?: string }).role === 'servicer';
  const token = upgradeToken(req, servicer);
  if (!token && !servicer) return null;
  if (!token) throw new AppError('TOKEN_NOT_EXIST');
  if (servicer) {
    const s = await resolveServicerToken(systemContext(req.server), token);
    if (s.state === 'valid')
      return { role: 'servicer', id: s.servicerId, siteId: s.siteId, session: s.sessionId, expireTime: s.expireTime };
  } else {
    const m = await resolveToken(systemContext(req.server), token);
    if (m.state === 'valid')
      return { role: 'member', id: m.memberId, siteId: null, session: m.sessionId, expireTime: m.expireTime };
  }
  throw new AppError('TOKEN_ERROR');
}

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((n, b) => n + b.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

/** Whether the socket may open: its owner's socket cap, or for an anonymous one the unbound caps. */
function hasRoom(app: FastifyInstance, who: SocketOwner | null, ip: string) {
  if (!who) return app.chatHub.hasUnboundRoom(ip);
  return app.chatHub.socketCount(who.role, who.id) < SOCKETS_PER_USER;
}

/** `/ws/chat`: Origin and session checked on the upgrade; then `init`, pings, and pushes. */
export function chatSocketRoute(app: FastifyInstance) {
  app.get(
    CHAT_SOCKET_PATH,
    {
      websocket: true,
      preValidation: async (req) => {
        checkOrigin(req);
        req.chatIdentity = await identify(req);
      },
    },
    (socket: WebSocket, req: FastifyRequest) => {
      const hub = app.chatHub;
      const who = req.chatIdentity ?? null;
      if (!hasRoom(app, who, req.ip)) {
        socket.close(CHAT_CLOSE.tooManySockets);
        return;
      }
      const bucket = new Bucket(CHAT_FRAMES_PER_SECOND, CHAT_FRAME_BURST);
      let dropped = 0;
      let conn: Conn | null = null;
      let closed = false;
      socket.on('pong', () => conn && (conn.alive = true));
      socket.on('message', (data: RawData, isBinary: boolean) => {
        if (conn) conn.alive = true;
        if (!bucket.take()) {
          if (++dropped > FLOOD_CLOSE_AFTER) socket.close(CHAT_CLOSE.rateLimited);
          return;
        }
        if (isBinary || byteLength(data) > CHAT_FRAME_MAX_BYTES) return;
        // The only client frame is the keep-alive; anything else the union refuses is dropped.
        parseChatClientFrame(data.toString());
      });
      socket.on('close', () => {
        closed = true;
        if (conn) hub.detach(conn);
      });
      hub.attach(socket, who, req.ip).then(
        (c) => {
          conn = c;
          if (closed) hub.detach(c);
        },
        (err: unknown) => {
          req.log.error({ err }, 'chat: attaching a socket failed');
          socket.close(1011);
        },
      );
    },
  );
}
