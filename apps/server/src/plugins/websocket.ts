import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
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
  const hub = new ChatHub(bus, {
    validateFrames: env.NODE_ENV !== 'production',
    clock: app.clock,
    unboundMs: env.CHAT_UNBOUND_MS,
    maxUnbound: env.CHAT_UNBOUND_MAX,
  });
  const writes = groupCommitFor(app.db);
  hub.listen(new ChatRealtime(hub, createContext(app.db, app.clock, { lang: 'en-us' }), writes, app.log));
  app.decorate('chatHub', hub);
  app.decorate('chatWrites', writes);
  // Added before the plugin's own hook, so sockets are told "going away" (1001) before it closes them.
  app.addHook('preClose', async () => {
    await hub.stop();
  });
  // Frames larger than 64 KB close the socket (ws); smaller oversized frames are dropped by the route.
  await app.register(websocket, { options: { maxPayload: 64 * 1024, perMessageDeflate: false } });
  hub.start();
  chatSocketRoute(app);
}
