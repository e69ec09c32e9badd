import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { CHAT_CLOSE } from '@zay/contract';
import { ChatHub } from '../modules/chat/chat-hub';
import { LocalBus, RedisBus } from '../modules/chat/chat-bus';
import { ChatRealtime } from '../modules/chat/chat-realtime';
import { groupCommitFor, type GroupCommit } from '../db/group-commit';
import { createContext } from '../lib/context';
import { chatSocketRoute } from '../modules/chat/chat.socket';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat's sockets and presence (modules/chat). */
    chatHub: ChatHub;
    /** Group commit of the chat's writes (modules/chat). */
    chatWrites: GroupCommit;
  }
}

/**
 * WebSocket support and the chat socket `/ws/chat`. With REDIS_URL the chat's pushes and
 * presence go through Redis pub/sub, so several processes serve one marketplace.
 */
export async function registerChatSocket(app: FastifyInstance) {
  const env = app.env;
  const bus = env.REDIS_URL ? await RedisBus.connect(env.REDIS_URL, env.CHAT_REDIS_PREFIX) : new LocalBus();
  const hub = new ChatHub(
    bus,
    {
      validateFrames: env.NODE_ENV !== 'production',
      clock: app.clock,
      unboundMs: env.CHAT_UNBOUND_MS,
      maxUnbound: env.CHAT_UNBOUND_MAX,
    },
    app.limits,
  );
  const writes = groupCommitFor(app.db);
  hub.listen(new ChatRealtime(hub, createContext(app.db, app.clock, { lang: 'en-us' }), writes, app.log));
  app.decorate('chatHub', hub);
  app.decorate('chatWrites', writes);
  // Added before the plugin's own hook, so sockets are told "going away" (1001) before it closes
  // them — or, when the process drains while others serve on, "service restart" (1012): reconnect.
  app.addHook('preClose', async () => {
    await hub.stop(app.lifecycle.draining ? CHAT_CLOSE.serviceRestart : CHAT_CLOSE.goingAway);
  });
  // Frames larger than 64 KB close the socket (ws); smaller oversized frames are dropped by the route.
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024, perMessageDeflate: false },
    errorHandler: socketError,
  });
  hub.start();
  chatSocketRoute(app);
}

/**
 * An error on an open socket. A client breaking the protocol (`ws` names those WS_ERR_…: a frame
 * over the size limit, a bad opcode or UTF-8) is the visitor's doing, not the server's: a warning
 * with its code and no stack, so nobody can write error-level lines at will (issue 29). Anything
 * else stays an error. Either way the socket goes.
 */
export function socketError(error: Error, socket: WebSocket, req: FastifyRequest) {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_'))
    req.log.warn({ code, ip: req.ip, reason: error.message }, 'chat: a client broke the socket protocol');
  else req.log.error({ err: error }, 'chat: socket error');
  socket.terminate();
}
