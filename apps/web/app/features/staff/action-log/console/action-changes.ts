/** One changed setting of a logged action: its dotted path and the values before and after, as text. */
export interface Change {
  path: string;
  before: string;
  after: string;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A value as text: a list of plain values as "a, b, c", an object as its JSON. */
function shown(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) return v.join(', ');
  return JSON.stringify(v);
}

/**
 * What an action changed, leaf by leaf: objects are walked key by key, arrays and values compared
 * whole (a list of plugins or levels reads best as the list it became).
 */
export function changesOf(beforeText: string, afterText: string): Change[] {
  const out: Change[] = [];
  const walk = (path: string, a: unknown, b: unknown) => {
    if (isPlain(a) && isPlain(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
        walk(path ? `${path}.${key}` : key, a[key], b[key]);
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ path, before: shown(a), after: shown(b) });
  };
  walk('', parse(beforeText), parse(afterText));
  return out;
}
