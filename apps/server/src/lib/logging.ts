import { Writable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';

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

/** A handled failure's envelope `code` and `error_code`, and the status its meaning has in the error table. */
export type FailureNote = { code: number; error_code: string; meaning: number };

const failures = new WeakMap<FastifyReply, FailureNote>();

/**
 * The error handler notes every failure it answers: an API call's failure travels as HTTP 200
 * (ADR 034), so the status alone no longer tells the log, or the refusal hooks, that it failed.
 */
export function noteFailure(reply: FastifyReply, note: FailureNote): void {
  failures.set(reply, note);
}

export const failureOf = (reply: FastifyReply): FailureNote | undefined => failures.get(reply);

/** A URL as logged: a `token` query parameter (the chat socket's) is not written down. */
export const withoutToken = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1…');

/**
 * One line per failed or slow request; every request at debug level. Fastify's own pair per
 * request is off. A handled failure (a refused call, whatever its HTTP status) is one info line
 * with its `code` and `error_code` — warn when it was a rate limit — and a crash (5xx) an error.
 */
const LEVEL_VALUES: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

export function registerRequestLog(app: FastifyInstance, slowMs = SLOW_REQUEST_MS): void {
  app.addHook('onResponse', (req, reply, done) => {
    const ms = Math.round(reply.elapsedTime);
    const failure = failureOf(reply);
    const [level, text] =
      reply.statusCode >= 500
        ? (['error', 'request failed'] as const)
        : failure
          ? ([reply.statusCode === 429 ? 'warn' : 'info', 'request refused'] as const)
          : ms >= slowMs
            ? (['warn', 'slow request'] as const)
            : (['debug', 'request'] as const);
    // Every call passes here, the page's in-process API calls too: the line is made only when written.
    if (LEVEL_VALUES[level]! >= (LEVEL_VALUES[req.log.level] ?? Infinity)) {
      const line = { method: req.method, url: withoutToken(req.url), status: reply.statusCode, ms };
      req.log[level](failure ? { ...line, ...failure } : line, text);
    }
    done();
  });
}
