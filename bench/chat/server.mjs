// Starts the chat benchmark's server: the API app without the web host (chat-cluster.node.ts),
// bundled with esbuild, on a fresh SQLite file; answers its pid, port and a stop function.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export async function startServer(root, scratch, env = {}) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  const deps = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@zay/'));
  // Beside the server package, so the bundle resolves its node_modules (some live in apps/server).
  const outfile = path.join(root, 'apps/server/data/.chat-bench/node.mjs');
  await build({
    entryPoints: [path.join(root, 'apps/server/src/modules/chat/chat-cluster.node.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: deps.flatMap((d) => [d, `${d}/*`]),
    logLevel: 'error',
  });
  const dbFile = path.join(scratch, 'chat.db');
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...nodeArgs, outfile], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: '0',
      DATABASE_URL: `sqlite:${dbFile}`,
      UPLOAD_DIR: path.join(scratch, 'uploads'),
      RATE_LIMIT_PER_MINUTE: '0',
      CHAT_NODE_MIGRATE: '1',
      ...env,
    },
  });
  const port = await new Promise((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    proc.stdout.once('data', (chunk) => resolve(JSON.parse(chunk.toString().split('\n')[0]).port));
  });
  return {
    pid: proc.pid,
    port,
    dbFile,
    stop: () =>
      new Promise((resolve) => {
        proc.once('exit', resolve);
        proc.kill('SIGTERM');
      }),
  };
}

/** Resident set size of a process in KB (Linux). */
export function rssKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}
