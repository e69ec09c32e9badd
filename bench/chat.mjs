// `npm run chat -w bench`: the chat budgets of ../shared/QUALITY.md on one server process —
// 10,000 open sockets (RSS per socket ≤ 20 KB) and 1,000 messages/s with delivery p99 ≤ 50 ms.
// Options: --sockets N --rate N --seconds N --shops N, and --pg postgres://server to run on a
// fresh PostgreSQL database instead of SQLite. Results: bench/results/chat-*.json.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { postJson } from './chat/post-json.mjs';
import { seedChatBench } from './chat/seed.mjs';
import { createPgDatabase, dropPgDatabase, seedChatBenchPg } from './chat/seed-pg.mjs';
import { rssKb, startServer } from './chat/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const SOCKETS = arg('sockets', 10_000);
const RATE = arg('rate', 1000);
const SECONDS = arg('seconds', 20);
const SHOPS = arg('shops', 20);
const pgIndex = process.argv.indexOf('--pg');
const PG = pgIndex > 0 ? process.argv[pgIndex + 1] : null;
const pgName = `zay_chat_bench_${Date.now()}`;
const SENDERS = Math.min(SOCKETS, Math.max(RATE, 1)); // each sender says once a second, within the per-sender limit
const PING_MS = 15_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-chat-bench-'));
const report = {
  started: new Date().toISOString(),
  database: PG ? 'postgres' : 'sqlite',
  cores: os.cpus().length,
  loadBefore: load(),
  sockets: SOCKETS,
  rate: RATE,
  seconds: SECONDS,
};
console.log(`load average before: ${report.loadBefore}`);

const pgUrl = PG ? await createPgDatabase(PG, pgName) : null;
const server = await startServer(root, scratch, pgUrl ? { DATABASE_URL: pgUrl } : {});
// Never leave the server behind, whatever happens here.
process.on('exit', () => {
  try {
    process.kill(server.pid);
  } catch {
    /* already gone */
  }
});
const seeded = pgUrl
  ? await seedChatBenchPg(pgUrl, { shops: SHOPS, members: SOCKETS })
  : seedChatBench(server.dbFile, { shops: SHOPS, members: SOCKETS });
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const post = (p, body) => postJson(agent, server.port, p, body);

// Warm the server a little, then take the idle footprint.
for (let i = 0; i < 50; i++) await post('/servicer/api/chat/hasServicers', { site_id: seeded.shops[0] });
await sleep(2000);
report.rssIdleKb = rssKb(server.pid);

// Servicers: one socket each, in this process, timing every delivery.
const sentAt = new Map();
const delivery = [];
let stray = 0;
const servicerSockets = await Promise.all(
  seeded.servicers.map(
    (s) =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws/chat?role=servicer`, {
          headers: { authorization: `Bearer ${s.token}` },
        });
        ws.on('message', (data) => {
          const frame = JSON.parse(data.toString());
          if (frame.type === 'init') return resolve(ws);
          if (frame.type !== 'string') return;
          const t0 = sentAt.get(frame.data.consumer_say);
          if (t0 === undefined) stray++;
          else {
            delivery.push(performance.now() - t0);
            sentAt.delete(frame.data.consumer_say);
          }
        });
        ws.on('error', reject);
      }),
  ),
);

// Buyers: every member's socket, held and bound by a child process.
const t0 = Date.now();
const holders = fork(path.join(here, 'chat/holders.mjs'));
holders.send({ port: server.port, members: seeded.members, pingMs: PING_MS, concurrency: 100 });
const ready = await new Promise((resolve) => holders.on('message', (m) => m.ready && resolve(m)));
report.socketsOpen = ready.open + servicerSockets.length;
report.openFailures = ready.failures;
report.openSeconds = (Date.now() - t0) / 1000;
await sleep(5000);
report.rssWithSocketsKb = rssKb(server.pid);
report.rssPerSocketKb = +((report.rssWithSocketsKb - report.rssIdleKb) / report.socketsOpen).toFixed(2);
console.log(
  `${report.socketsOpen} sockets open in ${report.openSeconds}s; RSS ${report.rssIdleKb} → ${report.rssWithSocketsKb} KB (${report.rssPerSocketKb} KB per socket)`,
);

// Messages: an open arrival schedule of RATE a second, from SENDERS buyers, to their shops' servicers.
const httpLatency = [];
let errors = 0;
let sent = 0;
const started = performance.now();
const total = RATE * SECONDS;
while (sent < total) {
  const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
  for (; sent < due; sent++) {
    const m = seeded.members[sent % SENDERS];
    const text = `b:${sent}`;
    const at = performance.now();
    sentAt.set(text, at);
    post('/servicer/api/chat/say', { site_id: m.siteId, content_type: 0, message: text, token: m.token }).then(
      (res) => {
        httpLatency.push(performance.now() - at);
        if (res.code !== 0) errors++;
      },
      () => errors++,
    );
  }
  await sleep(2);
}
const sendSeconds = (performance.now() - started) / 1000;
// Let the backlog drain (up to 60 s) so a slow run shows as latency, not as loss.
const drainStart = performance.now();
while (sentAt.size > 0 && performance.now() - drainStart < 60_000) await sleep(50);
report.drainSeconds = +((performance.now() - drainStart) / 1000).toFixed(1);

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? +s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))].toFixed(1) : null;
};
holders.send('status');
const status = await new Promise((resolve) => holders.on('message', (m) => m.status && resolve(m)));
Object.assign(report, {
  messagesSent: sent,
  sendRate: +(sent / sendSeconds).toFixed(0),
  delivered: delivery.length,
  undeliveredAtEnd: sentAt.size,
  stray,
  errors,
  deliveryMs: { p50: pct(delivery, 50), p95: pct(delivery, 95), p99: pct(delivery, 99), max: pct(delivery, 100) },
  httpMs: { p50: pct(httpLatency, 50), p99: pct(httpLatency, 99) },
  socketsStillOpen: status.open,
  rssAfterMessagesKb: rssKb(server.pid),
  loadAfter: load(),
  budget: { rssPerSocketKb: 20, deliveryP99Ms: 50 },
});
report.pass =
  report.rssPerSocketKb <= 20 &&
  report.deliveryMs.p99 !== null &&
  report.deliveryMs.p99 <= 50 &&
  report.undeliveredAtEnd === 0;
console.log(JSON.stringify(report, null, 2));

fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(path.join(here, 'results', `chat-${Date.now()}.json`), JSON.stringify(report, null, 2));
holders.send('exit');
for (const ws of servicerSockets) ws.close();
agent.destroy();
await server.stop();
if (PG) await dropPgDatabase(PG, pgName);
fs.rmSync(scratch, { recursive: true, force: true });
process.exit(report.pass ? 0 : 1);
