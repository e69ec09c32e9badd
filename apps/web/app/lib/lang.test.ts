import { describe, expect, it } from 'vitest';
import { resolveLang } from './lang';

const page = (headers: Record<string, string>) => new Request('http://zay.test/index', { headers });

describe('resolveLang (issue 20 §1, SPEC §1 and §9)', () => {
  it('serves a first visit in Burmese whatever the browser prefers', () => {
    expect(resolveLang(page({}))).toBe('md-mm');
    expect(resolveLang(page({ 'accept-language': 'en-US,en;q=0.9' }))).toBe('md-mm');
    expect(resolveLang(page({ 'accept-language': 'zh-CN' }))).toBe('md-mm');
  });

  it('follows the remembered choice over everything else', () => {
    expect(resolveLang(page({ cookie: 'zay_lang=en-us', 'accept-language': 'zh-CN' }))).toBe('en-us');
    expect(resolveLang(page({ cookie: 'other=1; zay_lang=zh-cn' }))).toBe('zh-cn');
    expect(resolveLang(page({ cookie: 'zay_lang=md-mm', 'accept-language': 'en' }))).toBe('md-mm');
  });

  it('treats an unknown choice as no choice', () => {
    expect(resolveLang(page({ cookie: 'zay_lang=fr-fr', 'accept-language': 'en' }))).toBe('md-mm');
  });
});
