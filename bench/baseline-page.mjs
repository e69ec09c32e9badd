// The bare page baseline of QUALITY.md §1: React 19 alone streaming the very elements of a Zay
// page, gzip level 4 as the web host compresses — no router, no loaders, no API, no database. It
// reads the page once at start (BASELINE_PAGE_URL, a page of the uncached Zay server), turns its
// HTML back into React elements and renders them anew for every request: what this machine can
// do at most for a page of that size, measured in the same sitting as Zay's own pages.
//
//   BASELINE_PAGE_URL=http://127.0.0.1:3311/sku-12 PORT=3321 node bench/baseline-page.mjs
//
// BASELINE_PAGE_COOKIE: the Cookie header to read the page with (a member's page).
process.env.NODE_ENV = 'production';
const { createElement } = await import('react');
const { renderToPipeableStream } = await import('react-dom/server');
const { default: Fastify } = await import('fastify');
const { PassThrough, pipeline } = await import('node:stream');
const zlib = await import('node:zlib');

const source = process.env.BASELINE_PAGE_URL;
if (!source) throw new Error('set BASELINE_PAGE_URL to the page to render');
const port = Number(process.env.PORT ?? 3321);

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW = new Set(['script', 'style']);
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decode = (text) => text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e) => ENTITIES[e]);
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const PROPS = {
  class: 'className',
  for: 'htmlFor',
  charset: 'charSet',
  tabindex: 'tabIndex',
  crossorigin: 'crossOrigin',
};

function props(attrs) {
  const out = {};
  for (const [, name, value = ''] of attrs.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
    const v = decode(value);
    if (name === 'style') {
      out.style = Object.fromEntries(
        v
          .split(';')
          .filter(Boolean)
          .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()])
          .map(([k, val]) => [k.startsWith('--') ? k : camel(k), val]),
      );
    } else out[PROPS[name] ?? name] = v;
  }
  return out;
}

/** React's own output is well-formed: tags close in order, attributes are quoted, void tags stand alone. */
function parse(html) {
  const root = { children: [] };
  const stack = [root];
  const re =
    /<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|<\/([a-zA-Z0-9-]+)>|<([a-zA-Z0-9-]+)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>|([^<]+)/g;
  let m;
  while ((m = re.exec(html))) {
    const [whole, close, open, attrs, text] = m;
    const top = stack.at(-1);
    if (text !== undefined) top.children.push(decode(text));
    else if (close) stack.pop();
    else if (open) {
      const node = { type: open, props: props(attrs ?? ''), children: [] };
      top.children.push(node);
      if (RAW.has(open)) {
        const end = html.indexOf(`</${open}>`, re.lastIndex);
        node.props.dangerouslySetInnerHTML = { __html: html.slice(re.lastIndex, end) };
        re.lastIndex = end + open.length + 3;
      } else if (!VOID.has(open) && !whole.endsWith('/>')) stack.push(node);
    }
  }
  return root.children.find((c) => typeof c === 'object');
}

const element = (node, key) =>
  typeof node === 'string'
    ? node
    : createElement(
        node.type,
        { ...node.props, key },
        ...(node.props.dangerouslySetInnerHTML ? [] : node.children.map((c, i) => element(c, i))),
      );

const cookie = process.env.BASELINE_PAGE_COOKIE;
const html = await (await fetch(source, { headers: cookie ? { cookie } : {} })).text();
const tree = parse(html);
if (!tree || tree.type !== 'html') throw new Error(`${source} did not answer a page`);

const app = Fastify();
// Every path answers the page (run.mjs waits for a server by POSTing to an API path).
app.route({
  method: ['GET', 'POST'],
  url: '/*',
  handler: (_req, reply) =>
    new Promise((resolve, reject) => {
      const body = new PassThrough();
      const { pipe } = renderToPipeableStream(element(tree), {
        onShellReady() {
          pipe(body);
          reply.type('text/html; charset=utf-8').header('content-encoding', 'gzip');
          resolve(reply.send(pipeline(body, zlib.createGzip({ level: 4 }), () => {})));
        },
        onShellError: reject,
      });
    }),
});
await app.listen({ port, host: '127.0.0.1' });
console.log(`baseline page of ${source} (${html.length} bytes) at http://127.0.0.1:${port}/`);
