import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** The origin of an existing client of the API family (tests list it in CORS_ORIGINS). */
export const CLIENT = 'https://m.client.test';

/** The headers such a client sends: its origin and the XHR marker, no cookie. */
export const CLIENT_HEADERS = { origin: CLIENT, 'x-requested-with': 'XMLHttpRequest' };

/**
 * A POST as the client sends it (`token`, when given, goes in the body): the test fails unless
 * it is answered HTTP 200 with the client's origin allowed; answers the parsed body.
 */
export async function clientPost(t: TestApp, url: string, body: object = {}) {
  const res = await t.app.inject({ method: 'POST', url, payload: body, headers: CLIENT_HEADERS });
  expect(res.statusCode).toBe(200);
  expect(res.headers['access-control-allow-origin']).toBe(CLIENT);
  return res.json();
}
