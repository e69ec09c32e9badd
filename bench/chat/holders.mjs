// Child process of the chat benchmark: opens one socket per member (Bearer token), binds each to
// its shop, sends the keep-alive `ping` every CHAT_PING_MS, and reports when all are open.
import http from 'node:http';
import { WebSocket } from 'ws';
import { postJson } from './post-json.mjs';

// The member list is too long for argv; it comes as the first IPC message.
const { port, members, pingMs, concurrency } = await new Promise((resolve) => process.once('message', resolve));
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
const sockets = [];
let failures = 0;

const post = (path, body) => postJson(agent, port, path, body);

function open(m) {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/chat`, { headers: { authorization: `Bearer ${m.token}` } });
    ws.once('message', async (data) => {
      const clientId = JSON.parse(data.toString()).data.client_id;
      const res = await post('/servicer/api/chat/bind', {
        client_id: clientId,
        site_id: m.siteId,
        token: m.token,
      }).catch(() => null);
      if (!res || res.code !== 0) failures++;
      sockets.push(ws);
      resolve();
    });
    ws.once('error', () => {
      failures++;
      resolve();
    });
  });
}

let next = 0;
const progress = setInterval(() => console.log(`holders: ${sockets.length} sockets open`), 5000);
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < members.length) await open(members[next++]);
  }),
);
clearInterval(progress);
// Staggered keep-alives, as 10,000 browsers would send them.
sockets.forEach((ws, i) => {
  setTimeout(
    () => setInterval(() => ws.readyState === ws.OPEN && ws.send('ping'), pingMs),
    (i * pingMs) / sockets.length,
  );
});
let closed = 0;
for (const ws of sockets) ws.on('close', () => closed++);
process.send({ ready: true, open: sockets.length, failures });
process.on('message', (m) => {
  if (m === 'status') process.send({ status: true, open: sockets.length - closed, closed });
  if (m === 'exit') process.exit(0);
});
