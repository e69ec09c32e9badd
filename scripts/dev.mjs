// `npm run dev`: the API in watch mode on :3001 (rebuilt by esbuild and restarted on change) and the
// web app on :3000 through Vite with hot reload; Vite forwards API, upload and socket paths to :3001.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { context } from 'esbuild';
import { serverBundle } from './server-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const ctx = await context({ ...serverBundle(root), logLevel: 'info' });
await ctx.rebuild();
await ctx.watch();

const env = { ...process.env, NODE_ENV: 'development', API_ORIGIN: `http://127.0.0.1:${apiPort}` };
const children = [
  spawn(process.execPath, ['--enable-source-maps', '--watch', 'apps/server/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: apiPort, WEB_BUILD_DIR: './apps/web/.no-build' },
  }),
  spawn('npx', ['react-router', 'dev', '--port', process.env.PORT ?? '3000'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env,
  }),
];
const stop = () => {
  children.forEach((c) => c.kill('SIGTERM'));
  void ctx.dispose();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
