import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningServer {
  origin: string;
  dbPath: string;
  stop(): Promise<void>;
}

/** Starts the built server on a scratch SQLite database (seeded with the demo marketplace). */
/** A port the OS says is free right now, so two runs on one machine do not meet each other's server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-e2e-'));
  const dbPath = path.join(scratch, 'zay.db');
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      DATABASE_URL: `sqlite:${dbPath}`,
      UPLOAD_DIR: path.join(scratch, 'uploads'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      // Every journey's browser asks for codes from 127.0.0.1 within the hour.
      SMS_PER_IP_PER_HOUR: '10000',
      SMS_PER_DEVICE_PER_HOUR: '10000',
      SMS_PER_HOUR: '10000',
      ...env,
    },
  });
  const until = Date.now() + 170_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/website/info`, { method: 'POST' })).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    origin,
    dbPath,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}
