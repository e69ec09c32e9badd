// `npm run bench:abuse` (after `npm run build`): replays issue 19's upload, Host-header and
// slow-body attacks against a running server and checks it stays responsive: the p99 of a
// normal page during each attack must stay within 3× its p99 without it (QUALITY.md §4).
// BASE_URL: attack a server already running (its pid in SERVER_PID for memory figures);
// BENCH_SECONDS (8) per phase; BENCH_PORT (4170).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { startServer } from './server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const BUDGET = 3;
/** Attackers connect from 127.0.0.2: loopback on Linux, but not the server's own (exempt) address. */
const ATTACKER = process.env.ATTACKER_ADDRESS ?? '127.0.0.2';

const rssMb = (pid) => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
};
const p = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;

/**
 * A shopper loading `page` over and over (2 at a time) for `ms`, in its own thread so that the
 * attack's own work in this process does not delay its clock: latencies in ms, failures.
 */
const SHOPPER = `
const { parentPort, workerData: { origin, page, ms } } = require('node:worker_threads');
(async () => {
  const times = [];
  const why = {};
  let failed = 0;
  const until = Date.now() + ms;
  const loop = async () => {
    while (Date.now() < until) {
      const t0 = performance.now();
      try {
        const res = await fetch(origin + page, { headers: { 'accept-language': 'en-US' } });
        await res.arrayBuffer();
        if (!res.ok) { failed++; why[res.status] = (why[res.status] || 0) + 1; }
      } catch (err) {
        failed++;
        const k = (err.cause && err.cause.code) || 'error';
        why[k] = (why[k] || 0) + 1;
      }
      times.push(performance.now() - t0);
    }
  };
  await Promise.all([loop(), loop()]);
  parentPort.postMessage({ times, failed, why });
})();
`;
function shopper(origin, page, ms) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SHOPPER, { eval: true, workerData: { origin, page, ms } });
    worker.once('message', ({ times, failed, why }) => {
      times.sort((a, b) => a - b);
      resolve({ n: times.length, p50: p(times, 0.5), p99: p(times, 0.99), failed, why });
    });
    worker.once('error', reject);
  });
}

/** Raw HTTP from the attacker's address; resolves with the status line's code (0 if none). */
function rawRequest(origin, text) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const s = net.connect({ host: hostname, port: Number(port), localAddress: ATTACKER });
    let head = '';
    s.on('data', (d) => (head += d.toString('latin1')));
    s.on('error', () => resolve(0));
    s.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
    s.write(text);
  });
}

async function animatedGif(frames, side) {
  const tile = (c) =>
    sharp({ create: { width: side, height: side, channels: 3, background: c } })
      .png()
      .toBuffer();
  const [a, b] = await Promise.all([tile('#c33'), tile('#3c3')]);
  return sharp(
    Array.from({ length: frames }, (_, i) => (i % 2 ? a : b)),
    { join: { animated: true } },
  )
    .gif()
    .toBuffer();
}

/** Made before any measuring: a 97 KB GIF of 100 frames of 600×600 took ~3.8 s to re-encode. */
const GIFS =
  process.env.BENCH_GIFS === 'small'
    ? [await animatedGif(100, 600), await animatedGif(4, 64)]
    : [await animatedGif(100, 600), await animatedGif(48, 350)];

/** One multipart upload from the attacker's address; answers the error code or the status. */
function uploadFrom(origin, token, gif) {
  const { hostname, port } = new URL(origin);
  const head = Buffer.from(
    '--b\r\nContent-Disposition: form-data; name="file"; filename="a.gif"\r\nContent-Type: image/gif\r\n\r\n',
  );
  const body = Buffer.concat([head, gif, Buffer.from('\r\n--b--\r\n')]);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: hostname,
        port: Number(port),
        localAddress: ATTACKER,
        method: 'POST',
        path: '/api/upload/chatimg',
        agent: attackerAgent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'multipart/form-data; boundary=b',
          'content-length': body.length,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          try {
            resolve(JSON.parse(text).error_code ?? res.statusCode);
          } catch {
            resolve(res.statusCode);
          }
        });
      },
    );
    req.on('error', () => resolve('error'));
    req.end(body);
  });
}
const attackerAgent = new http.Agent({ keepAlive: true, maxSockets: 10, localAddress: ATTACKER });

/** Ten uploads at a time from the demo buyers, from one address: GIFs over the budget and at its edge. */
async function uploadAttack(origin, ms) {
  const login = async (username) => {
    const res = await fetch(`${origin}/api/login/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'Zay@2026' }),
    });
    return (await res.json()).data?.token;
  };
  const tokens = (await Promise.all(['buyer', 'buyer2'].map(login))).filter(Boolean);
  const statuses = {};
  const until = Date.now() + ms;
  let i = 0;
  const one = async () => {
    while (Date.now() < until) {
      const n = i++;
      const code = await uploadFrom(origin, tokens[n % tokens.length], GIFS[n % 2]);
      statuses[code] = (statuses[code] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: 10 }, one));
  return statuses;
}

/** Pages asked for under ever new Host values (each once cost a layout-cache entry). */
async function hostAttack(origin, ms) {
  const until = Date.now() + ms;
  let sent = 0;
  const one = async () => {
    while (Date.now() < until) {
      const host = `h${sent++}-${Math.random().toString(36).slice(2)}.example`;
      await rawRequest(
        origin,
        `GET /index HTTP/1.1\r\nHost: ${host}\r\nAccept-Language: en-US\r\nConnection: close\r\n\r\n`,
      ).catch(() => 0);
    }
  };
  await Promise.all(Array.from({ length: 8 }, one));
  return { sent };
}

/** 2,000 uploads that send their body one byte a second. */
async function slowBodyAttack(origin, ms) {
  const { hostname, port } = new URL(origin);
  const sockets = [];
  const answers = {};
  for (let i = 0; i < 2000; i++) {
    const s = net.connect({ host: hostname, port: Number(port), localAddress: ATTACKER });
    s.on('error', () => {});
    let head = '';
    s.on('data', (d) => (head += d.toString('latin1')));
    s.on('close', () => {
      const code = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 'closed';
      answers[code] = (answers[code] ?? 0) + 1;
    });
    s.write(
      'POST /api/upload/chatimg HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 1000000\r\n\r\n-',
    );
    sockets.push(s);
  }
  const drip = setInterval(() => {
    for (const s of sockets) if (s.writable) s.write('-');
  }, 1000);
  await new Promise((r) => setTimeout(r, ms));
  clearInterval(drip);
  const open = sockets.filter((s) => !s.destroyed).length;
  for (const s of sockets) s.destroy();
  return { attempted: sockets.length, stillOpenAtEnd: open, answers };
}

// Rate limits on (the default): they are part of what keeps the server up.
const server = await startServer({ LOG_LEVEL: 'error', CAPTCHA_ENABLED: 'false', RATE_LIMIT_PER_MINUTE: '' }, 4170);
const { origin, pid } = server;
let worst = 0;
try {
  const page = (await fetch(`${origin}/index`)).ok ? '/index' : '/api/website/info';
  const ms = SECONDS * 1000;
  await shopper(origin, page, 2000); // warm-up
  const base = await shopper(origin, page, ms);
  console.log(`normal page ${page}: p50 ${base.p50.toFixed(1)} ms, p99 ${base.p99.toFixed(1)} ms (${base.n} requests)`);
  const rows = [];
  for (const [name, attack] of [
    ['uploads', uploadAttack],
    ['Host headers', hostAttack],
    ['slow bodies', slowBodyAttack],
  ].filter(([name]) => !process.env.BENCH_ATTACKS || process.env.BENCH_ATTACKS.includes(name.split(' ')[0]))) {
    const rssBefore = rssMb(pid);
    const [during, detail] = await Promise.all([shopper(origin, page, ms), attack(origin, ms)]);
    const ratio = during.p99 / base.p99;
    worst = Math.max(worst, ratio);
    rows.push({
      attack: name,
      'p99 ms': during.p99.toFixed(1),
      '× base': ratio.toFixed(2),
      failed: during.failed ? `${during.failed} ${JSON.stringify(during.why)}` : 0,
      'rss MB': `${rssBefore ?? '?'} → ${rssMb(pid) ?? '?'}`,
      detail: JSON.stringify(detail),
    });
  }
  console.table(rows);
  const ok = worst <= BUDGET;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}: worst p99 during an attack is ${worst.toFixed(2)}× the quiet p99 (budget ${BUDGET}×)`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
