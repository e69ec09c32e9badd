import { Writable } from 'node:stream';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** A request slower than this is logged even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const SKIP = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err', 'v']);

/** One JSON log record as a short line for a person at a terminal: `12:04:05 WARN  slow request GET /list 1520ms`. */
export function prettyLine(json: string): string {
  let rec: Record<string, unknown>;
  try {
    rec = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = new Date(Number(rec.time) || Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[Number(rec.level)] ?? String(rec.level)).padEnd(5);
  const extra = Object.entries(rec)
    .filter(([k]) => !SKIP.has(k))
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');
  const err = rec.err as { stack?: string; message?: string } | undefined;
  const stack = err ? `\n${err.stack ?? err.message ?? ''}` : '';
  return `${time} ${level} ${String(rec.msg ?? '')}${extra ? ` ${extra}` : ''}${stack}\n`;
}

function prettyStream(out: NodeJS.WriteStream): Writable {
  return new Writable({
    write(chunk: Buffer, _enc, done) {
      out.write(prettyLine(chunk.toString('utf8').trimEnd()), () => done());
    },
  });
}

/**
 * The server's logger (issue 20 §14): quiet by default — no line per request, only failures and
 * slow requests (registerRequestLog) — short readable lines in a terminal, JSON lines otherwise
 * (for log collectors). LOG_LEVEL=debug adds a line per request; `silent` turns logging off.
 */
export function loggerOptions(level: string, out: NodeJS.WriteStream = process.stdout): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return out.isTTY ? { level, stream: prettyStream(out) } : { level };
}

/** One line per failed (5xx) or slow request; every request at debug level. Fastify's own pair per request is off. */
export function registerRequestLog(app: FastifyInstance, slowMs = SLOW_REQUEST_MS): void {
  app.addHook('onResponse', (req, reply, done) => {
    const ms = Math.round(reply.elapsedTime);
    const line = { method: req.method, url: req.url, status: reply.statusCode, ms };
    if (reply.statusCode >= 500) req.log.error(line, 'request failed');
    else if (ms >= slowMs) req.log.warn(line, 'slow request');
    else req.log.debug(line, 'request');
    done();
  });
}
