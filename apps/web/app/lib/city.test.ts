import { describe, expect, it } from 'vitest';
import { ALL_MYANMAR, cityCookie, parseCity, requestCity, websiteBody } from './city';

const request = (cookie?: string) => new Request('http://zay.test/list', cookie ? { headers: { cookie } } : {});

describe('the chosen city', () => {
  it('reads website and region ids; anything else is all Myanmar', () => {
    expect(parseCity('3-17')).toEqual({ websiteId: 3, regionId: 17 });
    for (const bad of [undefined, '', '3', '-1-2', '3-x', '1-2-3', '9999999999-1'])
      expect(parseCity(bad)).toEqual(ALL_MYANMAR);
  });

  it('adds website_id to catalogue calls only for a city site', () => {
    expect(websiteBody(request('zay_lang=en-us; zay_city=3-17'))).toEqual({ website_id: 3 });
    expect(websiteBody(request('zay_city=0-40'))).toEqual({});
    expect(websiteBody(request())).toEqual({});
    expect(requestCity(request('zay_city=0-40'))).toEqual({ websiteId: 0, regionId: 40 });
  });

  it('is remembered for a year on the whole site', () => {
    expect(cityCookie({ websiteId: 2, regionId: 5 })).toBe('zay_city=2-5; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
