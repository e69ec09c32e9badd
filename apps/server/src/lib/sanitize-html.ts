/**
 * An allowlist HTML sanitizer for shop-written rich text (goods descriptions). The input is
 * tokenized into tags and text and written out again: only the tags and attributes below
 * survive, text is escaped, URLs must be http(s), mailto, relative, or (for images) a raster
 * data URI, and a `style` keeps only the few properties of STYLE_PROPERTIES. script, style, iframe and the like go with their content; comments go; any other
 * tag is dropped and its text kept. Nesting is not repaired: the result is inserted into a
 * container, where stray closing tags cannot reach outside.
 */
const ALLOWED_TAGS = new Set(
  (
    'a b blockquote br caption code col colgroup dd del div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i img ' +
    'ins li mark ol p pre q s section small span strong sub sup table tbody td tfoot th thead tr u ul'
  ).split(' '),
);
const VOID_TAGS = new Set(['br', 'hr', 'img', 'col']);
/** Dropped together with everything up to their closing tag. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'template',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
  'select',
]);
const GLOBAL_ATTRS = new Set(['title', 'align', 'style', 'dir', 'lang']);
const TAG_ATTRS: Record<string, Set<string>> = {
  a: new Set(['href', 'target']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan', 'width']),
  th: new Set(['colspan', 'rowspan', 'width']),
  col: new Set(['span', 'width']),
  ol: new Set(['start']),
  table: new Set(['width']),
};
const URL_ATTRS = new Set(['href', 'src']);

const TAG_RE =
  /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const ATTR_RE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY_RE = /&(?:#(\d+)|#x([0-9a-f]+)|(colon|tab|newline|lpar|rpar|amp|quot|apos|lt|gt));?/gi;
const NAMED: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
};

function decodeEntities(value: string): string {
  return value.replace(ENTITY_RE, (_m, dec: string, hex: string, name: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? '';
    const code = dec ? Number(dec) : parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

const escapeText = (s: string) =>
  s
    .replace(/&(?![#a-zA-Z0-9]+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function safeUrl(raw: string, attr: string): string | null {
  // Browsers drop tabs and line breaks inside a URL ("java\tscript:") and spaces around it.
  const url = decodeEntities(raw)
    .replace(/\p{Cc}/gu, '')
    .trim();
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return url;
  if (scheme === 'http' || scheme === 'https') return url;
  if (scheme === 'mailto' && attr === 'href') return url;
  if (scheme === 'data' && attr === 'src' && /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i.test(url))
    return url;
  return null;
}

/**
 * The CSS a `style` may keep (issue 29): what the platform's editor can express — bold and italic
 * (a browser's editing may write them as CSS) and the alignment the kept `align` attribute gives —
 * each with keyword values only. Everything else goes: positions, sizes, colours, backgrounds,
 * so no text can lay a `position:fixed` overlay over the page.
 */
const STYLE_PROPERTIES: Record<string, RegExp> = {
  'font-weight': /^(normal|bold|bolder|lighter|[1-9]00)$/,
  'font-style': /^(normal|italic|oblique)$/,
  'text-align': /^(left|right|center|justify|start|end)$/,
  'text-decoration': /^(none|underline|line-through)( (underline|line-through))?$/,
  'text-decoration-line': /^(none|underline|line-through)( (underline|line-through))?$/,
};

function safeStyle(raw: string): string | null {
  const style = decodeEntities(raw);
  if (/expression|url\s*\(|javascript:|@import|behavior|-moz-binding|\\/i.test(style)) return null;
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .toLowerCase()
      .replace(/\s+/g, ' ');
    if (STYLE_PROPERTIES[name]?.test(value)) kept.push(`${name}:${value}`);
  }
  return kept.length ? kept.join(';') : null;
}

function attributes(tag: string, source: string): string {
  let out = '';
  for (const m of source.matchAll(ATTR_RE)) {
    const name = m[1]!.toLowerCase();
    if (!GLOBAL_ATTRS.has(name) && !TAG_ATTRS[tag]?.has(name)) continue;
    let value: string | null = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
    if (URL_ATTRS.has(name)) value = safeUrl(value, name);
    else if (name === 'style') value = safeStyle(value);
    else if (name === 'target') value = value === '_blank' ? value : null;
    if (value !== null) out += ` ${name}="${escapeAttr(value)}"`;
  }
  if (tag === 'a' && out.includes(' target="_blank"')) out += ' rel="noopener noreferrer"';
  return out;
}

/** Index just past the closing tag of `tag` from `from` (or the end of the input). */
function skipContent(html: string, tag: string, from: number): number {
  const close = new RegExp(`</${tag}\\s*>`, 'gi');
  close.lastIndex = from;
  const m = close.exec(html);
  return m ? m.index + m[0].length : html.length;
}

/** Comments, doctype and processing instructions; unterminated ones run to the end. */
function skipMarkupDeclaration(html: string, i: number): number {
  if (html.startsWith('<!--', i)) {
    const end = html.indexOf('-->', i + 4);
    return end < 0 ? html.length : end + 3;
  }
  const end = html.indexOf('>', i);
  return end < 0 ? html.length : end + 1;
}

export function sanitizeHtml(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    if (html.startsWith('<!', lt) || html.startsWith('<?', lt)) {
      i = skipMarkupDeclaration(html, lt);
      continue;
    }
    TAG_RE.lastIndex = lt;
    const m = TAG_RE.exec(html);
    if (!m) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = lt + m[0].length;
    const closing = m[1] === '/';
    const tag = m[2]!.toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!closing) i = skipContent(html, tag, i);
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) out += VOID_TAGS.has(tag) ? '' : `</${tag}>`;
    else out += `<${tag}${attributes(tag, m[3] ?? '')}>`;
  }
  return out;
}
