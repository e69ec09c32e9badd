import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  CHAT_CLOSE,
  CHAT_FRAME_BURST,
  CHAT_FRAME_MAX_BYTES,
  CHAT_FRAMES_PER_SECOND,
  CHAT_SOCKET_PATH,
  CODES,
  parseChatClientFrame,
} from '@zay/contract';
import { publicOrigin } from '../../env';
import { AppError } from '../../lib/app-error';
import { requestToken } from '../../plugins/auth';
import { resolveToken } from '../auth/token.service';
import { servicerToken } from '../servicer/servicer-auth';
import { resolveServicerToken } from '../servicer/servicer.service';
import type { Conn, SocketOwner } from './chat-hub';
import { Bucket } from './token-bucket';

/** Frames dropped by the rate limit before the server gives up on a client. */
const FLOOD_CLOSE_AFTER = 100;
/** Open sockets per member or servicer on one process: tabs and devices, not thousands. */
export const SOCKETS_PER_USER = 8;

declare module 'fastify' {
  interface FastifyRequest {
    chatIdentity?: SocketOwner;
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
  if (!allowed.has(origin)) throw new AppError('FORBIDDEN_ORIGIN', 403, CODES.ERROR);
}

async function identify(req: FastifyRequest): Promise<SocketOwner> {
  const servicer = (req.query as { role?: string }).role === 'servicer';
  const presented = servicer ? servicerToken(req) : requestToken(req);
  if (!presented) throw new AppError('NOT_LOGGED_IN', 401, CODES.TOKEN_NOT_EXIST, undefined, 'TOKEN_NOT_EXIST');
  if (servicer) {
    const s = await resolveServicerToken(req.server.db, presented.token);
    if (s.state === 'valid')
      return { role: 'servicer', id: s.servicerId, siteId: s.siteId, session: s.sessionId, expireTime: s.expireTime };
  } else {
    const m = await resolveToken(req.server.db, presented.token);
    if (m.state === 'valid')
      return { role: 'member', id: m.memberId, siteId: null, session: m.sessionId, expireTime: m.expireTime };
  }
  throw new AppError('TOKEN_ERROR', 401, CODES.TOKEN_ERROR);
}

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((n, b) => n + b.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
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
      const who = req.chatIdentity!;
      if (hub.socketCount(who.role, who.id) >= SOCKETS_PER_USER) {
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
      hub.attach(socket, who).then(
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
