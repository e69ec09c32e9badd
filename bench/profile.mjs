// The V8 CPU profile a benchmark's server wrote (`--cpu-prof-dir`), summarised for the measured
// windows only: self time by area (package), by module (file), the top self-time and the top
// inclusive functions (CPU_TOP). A window is `{ from, to }` in microseconds of the monotonic clock
// `process.hrtime.bigint() / 1000n` reads — V8's profile clock.
import fs from 'node:fs';
import path from 'node:path';

export function summariseProfile(profDir, windows) {
  const file = fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  const { nodes, samples, timeDeltas, startTime } = JSON.parse(fs.readFileSync(path.join(profDir, file), 'utf8'));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (id) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    return `${functionName || '(anonymous)'} ${url.replace(/^.*\/(apps|node_modules)\//, '$1/')}:${lineNumber + 1}`;
  };
  const area = (id) => {
    const url = byId.get(id).callFrame.url;
    const m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
    if (m) return m[1];
    if (url.includes('apps/web/build')) return 'web build (app + react-router)';
    if (url.includes('apps/server/dist')) return 'server dist';
    return url.startsWith('node:') ? 'node' : byId.get(id).callFrame.functionName || '(native)';
  };
  /** The file a function lives in: node_modules' package files and the app's built chunks. */
  const module = (id) => {
    const url = byId.get(id).callFrame.url;
    return url ? url.replace(/^.*\/(apps|node_modules)\//, '$1/').replace(/^file:\/\//, '') : '(native)';
  };
  const self = new Map();
  const areas = new Map();
  const modules = new Map();
  const inclusive = new Map();
  let total = 0;
  let t = BigInt(startTime);
  samples.forEach((id, i) => {
    t += BigInt(timeDeltas[i]);
    if (!windows.some((w) => t >= w.from && t <= w.to)) return;
    const d = timeDeltas[i];
    if (name(id).startsWith('(idle)')) return;
    self.set(name(id), (self.get(name(id)) ?? 0) + d);
    areas.set(area(id), (areas.get(area(id)) ?? 0) + d);
    modules.set(module(id), (modules.get(module(id)) ?? 0) + d);
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) seen.add(name(n));
    for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + d);
    total += d;
  });
  const show = (title, map, count) => {
    console.log(`\n${title}`);
    for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count))
      console.log(`${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
  };
  const top = Number(process.env.CPU_TOP ?? 40);
  show('by area (self time)', areas, 25);
  show('top modules by self time', modules, 25);
  show('top self time', self, top);
  show('top inclusive time', inclusive, top * 2);
  console.log(`profile → ${path.join(profDir, file)}`);
}
