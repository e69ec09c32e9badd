import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { BodyOf, Endpoint, Envelope, Lang, ResponseOf } from '@zay/contract';

export type CallOptions = Omit<InjectOptions, 'url' | 'method' | 'payload' | 'body' | 'query'> & {
  /** The member's (or servicer's) session token, sent as body `token` like the API family's clients. */
  token?: string;
  /** Sent as body `lang`: the language of the answer's messages. */
  lang?: Lang;
  /** One of the endpoint's `aliases` instead of its path. */
  path?: string;
};

/**
 * The HTTP status, the headers and the envelope. `data` is typed from the endpoint's response
 * schema; on a failure it is null and `code`, `message` and `error_code` tell what went wrong.
 */
export type Answer<T> = { status: number; headers: OutgoingHttpHeaders; body: Envelope<T> };

/** The body may be left out exactly when the endpoint's body schema accepts `{}`. */
export type CallArgs<E extends Endpoint> =
  Record<never, never> extends BodyOf<E>
    ? [body?: BodyOf<E>, opts?: CallOptions]
    : [body: BodyOf<E>, opts?: CallOptions];

/** Calls contract endpoints: a POST of the JSON body to the path the endpoint is registered at. */
export type Caller = <E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) => Promise<Answer<ResponseOf<E>>>;

/**
 * A body the endpoint's types do not allow, sent on purpose (wrong types, missing or extra
 * fields): for tests of what the server refuses or ignores.
 */
export const offContract = (body: Record<string, unknown>): never => body as never;

/** A caller of `app`'s endpoints; `defaults` (a member's token, a language) go with every call. */
export function caller(app: FastifyInstance, defaults: CallOptions = {}): Caller {
  return (async (endpoint: Endpoint, body: object = {}, opts: CallOptions = {}) => {
    const { token, lang, path = endpoint.path, ...inject } = { ...defaults, ...opts };
    if (path !== endpoint.path && !endpoint.aliases?.includes(path)) {
      throw new Error(`${path} is not a path of ${endpoint.path}`);
    }
    const payload = { ...body, ...(token === undefined ? {} : { token }), ...(lang ? { lang } : {}) };
    const res = await app.inject({ ...inject, method: 'POST', url: path, payload });
    return { status: res.statusCode, headers: res.headers, body: res.json() };
  }) as Caller;
}

/** One call of a contract endpoint on `app` (see `caller`). */
export const call = <E extends Endpoint>(app: FastifyInstance, endpoint: E, ...args: CallArgs<E>) =>
  caller(app)(endpoint, ...args);

/** The data of an answer that must have succeeded (the test fails on any other). */
export function ok<T>(res: Answer<T>): T {
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ code: 0, message: expect.any(String), timestamp: expect.any(Number) });
  return res.body.data;
}

/** Every member makes the same call at the same moment (a race): the answers, in the members' order. */
export function callAtOnce<E extends Endpoint>(
  call: Caller,
  members: { token: string }[],
  endpoint: E,
  body: BodyOf<E>,
  opts: CallOptions = {},
) {
  return Promise.all(members.map((m) => call(endpoint, ...([body, { ...opts, token: m.token }] as CallArgs<E>))));
}
