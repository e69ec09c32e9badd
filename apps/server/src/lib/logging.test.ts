import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyLine, registerRequestLog, withoutToken } from './logging';

function captured(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new LogController({ disableRequestLogging: true }) });
  registerRequestLog(app, 50);
  app.get('/ok', async () => 'ok');
  app.get('/fail', async (_req, reply) => reply.status(500).send('no'));
  app.get('/slow', async () => new Promise((r) => setTimeout(() => r('late'), 80)));
  return { app, lines };
}

describe('the request log (issue 20 §14)', () => {
  it('writes nothing for a quick success at the default level, one line for a failure or a slow request', async () => {
    const { app, lines } = captured('info');
    await app.inject('/ok');
    await app.inject('/ok');
    expect(lines).toEqual([]);
    await app.inject('/fail');
    await app.inject('/slow');
    expect(lines.map((l) => [l.msg, l.url, l.status])).toEqual([
      ['request failed', '/fail', 500],
      ['slow request', '/slow', 200],
    ]);
    await app.close();
  });

  it('writes a line per request when LOG_LEVEL asks for more', async () => {
    const { app, lines } = captured('debug');
    await app.inject('/ok');
    expect(lines.filter((l) => l.msg === 'request').map((l) => l.url)).toEqual(['/ok']);
    await app.close();
  });
});

describe('log output', () => {
  it('is short readable lines in a terminal, JSON otherwise', () => {
    const tty = { isTTY: true } as NodeJS.WriteStream;
    const pipe = { isTTY: false } as NodeJS.WriteStream;
    expect(loggerOptions('info', tty)).toMatchObject({ level: 'info', stream: expect.any(Writable) });
    expect(loggerOptions('info', pipe)).toEqual({ level: 'info' });
    expect(loggerOptions('silent', tty)).toBe(false);
  });

  it('prints level, message and fields, and the stack of an error', () => {
    const line = prettyLine(
      JSON.stringify({
        level: 40,
        time: 0,
        pid: 1,
        hostname: 'h',
        reqId: 'r',
        msg: 'slow request',
        url: '/list',
        ms: 1520,
      }),
    );
    expect(line).toMatch(/^\d\d:\d\d:\d\d WARN {2}slow request url=\/list ms=1520\n$/);
    expect(prettyLine(JSON.stringify({ level: 50, msg: 'boom', err: { stack: 'Error: boom\n    at x' } }))).toContain(
      'ERROR boom\nError: boom\n    at x',
    );
    expect(prettyLine('not json')).toBe('not json\n');
  });
});

describe('a token in the URL (the chat socket accepts ?token=)', () => {
  it('is not written to the log', () => {
    expect(withoutToken('/ws/chat?token=secret&role=servicer')).toBe('/ws/chat?token=…&role=servicer');
    expect(withoutToken('/ws/chat?role=servicer&TOKEN=secret')).toBe('/ws/chat?role=servicer&TOKEN=…');
    expect(withoutToken('/api/goodssku/page?keyword=token')).toBe('/api/goodssku/page?keyword=token');
  });
});
