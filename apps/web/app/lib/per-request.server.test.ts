import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { perRequest } from './per-request.server';

const url = 'http://localhost/member/index';
// React Router's server runtime hands each loader a copy of the request (stripIndexParam/stripRoutesParam).
const copy = (request: Request) => new Request(request.url, { method: request.method, headers: request.headers });

describe('perRequest', () => {
  it('loads once for all the loaders of one request, though each gets its own copy of the Request', () => {
    const memo = new WeakMap<AppLoadContext, number>();
    const context: AppLoadContext = { nonce: '' };
    const request = new Request(url);
    let loads = 0;
    const a = perRequest(memo, copy(request), context, () => ++loads);
    const b = perRequest(memo, copy(request), context, () => ++loads);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });

  it('loads again for another request, and for an action, whose changes the loaders after it must see', () => {
    const memo = new WeakMap<AppLoadContext, number>();
    const context: AppLoadContext = { nonce: '' };
    let loads = 0;
    perRequest(memo, new Request(url), { nonce: '' }, () => ++loads);
    const action = perRequest(memo, new Request(url, { method: 'POST' }), context, () => ++loads);
    const loader = perRequest(memo, new Request(url), context, () => ++loads);
    expect([action, loader, loads]).toEqual([2, 3, 3]);
  });
});
