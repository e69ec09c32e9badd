import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each(['/member/order_list', '/list?keyword=tea&category_id=3', '/sku-12#reviews', '/index'])(
    'keeps the same-site path %s',
    (path) => expect(safeRedirect(path)).toBe(path),
  );

  it.each([
    undefined,
    null,
    '',
    'member/order_list',
    'https://evil.example',
    'http://evil.example/member',
    '//evil.example',
    '//evil.example/member/order_list',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /index',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    // Issue 19 §4: paths that resolve to `//host` after dot segments, and other known bypasses.
    '/..//evil.example/phish',
    '/.//evil.example',
    '/./..//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/..//evil.example?x=1#y',
    '/../\\evil.example',
    '/\u0000//evil.example',
    '/\r\n//evil.example',
    '///evil.example',
    '////evil.example',
    'http:evil.example',
    'https:/evil.example',
  ])('sends %j to /index', (value) => expect(safeRedirect(value)).toBe('/index'));

  it('keeps encoded slashes inside the path (they stay on this site)', () => {
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirect('/a/../../member/index')).toBe('/member/index');
  });

  it('whatever it is given, a browser following the answer stays on this site', () => {
    const site = 'https://zay.example';
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '..',
      '.',
      '%2e',
      '%2f',
      '%5c',
      'evil.example',
      '?',
      '#',
      '@',
      ':',
      '\t',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.string(), (parts, tail) => {
        const target = safeRedirect(parts.join('') + tail);
        expect(target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')).toBe(true);
        expect(new URL(target, site).origin).toBe(site);
      }),
      { numRuns: 2000 },
    );
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.example', '/member/index')).toBe('/member/index');
  });
});

describe('loginPath', () => {
  it('encodes the full path and query, and reads back through safeRedirect', () => {
    const target = '/member/order_list?status=2&page=3';
    const path = loginPath(target);
    expect(path).toBe('/login?redirect=%2Fmember%2Forder_list%3Fstatus%3D2%26page%3D3');
    const back = new URL(path, 'http://localhost').searchParams.get('redirect');
    expect(safeRedirect(back)).toBe(target);
  });
});
