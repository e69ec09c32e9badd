import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Bundles a process entry (default test/cluster-node.ts) into the server's dist/ folder under a
 * unique name, the server's dependencies left as imports, so tests start real server processes
 * without a build step (and the seed finds its assets beside dist/, as in the real build).
 * Answers the file; `fs.rmSync` it when done.
 */
export async function bundleNode(entry = path.join(serverRoot, 'src/test/cluster-node.ts')) {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { dependencies: object };
  const deps = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@zay/'));
  const outfile = path.join(serverRoot, 'dist', `${path.basename(entry, '.ts')}-${randomBytes(4).toString('hex')}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: deps.flatMap((d) => [d, `${d}/*`]),
    logLevel: 'error',
  });
  return outfile;
}

export interface Node {
  proc: ChildProcess;
  /** Resolves with the port once the process listens; rejects if it exits first. */
  ready: Promise<number>;
  /** Every line the process printed on stdout so far. */
  lines: string[];
  /** Resolves with the exit code (or signal) when the process ends. */
  exited: Promise<number | string | null>;
}

/** Starts the bundled entry with `env` over the test's environment, from the server's folder. */
export function startNode(entry: string, env: Record<string, string>): Node {
  const proc = spawn(process.execPath, [entry], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | string | null>((resolve) =>
    proc.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const ready = new Promise<number>((resolve, reject) => {
    let rest = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        if (line.startsWith('{"port":')) resolve((JSON.parse(line) as { port: number }).port);
      }
    });
    void exited.then((code) => reject(new Error(`server process exited with ${code} before listening`)));
  });
  ready.catch(() => {});
  return { proc, ready, lines, exited };
}

/** Ends the nodes still running (SIGTERM) and waits for them. */
export async function stopNodes(nodes: Node[]) {
  for (const n of nodes) if (n.proc.exitCode === null && n.proc.signalCode === null) n.proc.kill('SIGTERM');
  await Promise.all(nodes.map((n) => n.exited));
}

/**
 * A fresh, empty database several processes can open: a new PostgreSQL database on
 * TEST_DATABASE_URL's server when TEST_DB is postgres, else a SQLite file under `dir`.
 * `drop()` removes the PostgreSQL one once its last sessions are gone.
 */
export async function emptyDatabase(dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!server) return { url: `sqlite:${path.join(dir, 'zay.db')}`, drop: async () => {} };
  const name = `zay_cluster_${randomBytes(5).toString('hex')}`;
  const admin = async (text: string, params: unknown[] = []) => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    try {
      return (await c.query(text, params)).rows as { n: number }[];
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      for (let i = 0; i < 50; i++) {
        const [row] = await admin('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (!row?.n) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
