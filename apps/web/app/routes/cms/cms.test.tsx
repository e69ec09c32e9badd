import {
  helpClassListEndpoint,
  helpInfoEndpoint,
  helpPageEndpoint,
  noticeInfoEndpoint,
  noticePageEndpoint,
  type Help,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { fail, FakeApi, visit } from '~/test/route-stub';

const CLASSES = [
  { class_id: 4, class_name: 'Shopping guide', child_list: [{ id: 11, title: 'How to register', link_address: '' }] },
  { class_id: 5, class_name: 'Payment', child_list: [] },
];
const item = (id: number, title: string) => ({
  id,
  title,
  class_id: 4,
  class_name: 'Shopping guide',
  link_address: '',
  sort: id,
  create_time: 1_764_000_000,
});
const ARTICLE: Help = {
  ...item(11, 'How to register'),
  content: '<p>Click <b>Register</b>.</p>',
  prev: null,
  next: { id: 12, title: 'How to buy' },
};

describe('help pages', () => {
  it('/cms/help goes to the first class', async () => {
    const page = await visit('/cms/help', { api: new FakeApi().on(helpClassListEndpoint, CLASSES) });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/cms/help/listother-4');
  });

  it('/cms/help without any class shows the empty help centre', async () => {
    const page = await visit('/cms/help', { api: new FakeApi().on(helpClassListEndpoint, []) });
    expect(page.status).toBe(200);
    expect(page.html).toContain('There are no help articles yet.');
  });

  it('a class lists its articles, paged, beside every class', async () => {
    const api = new FakeApi()
      .on(helpClassListEndpoint, CLASSES)
      .on(helpPageEndpoint, { count: 16, page_count: 2, list: [item(11, 'How to register'), item(12, 'How to buy')] });
    const page = await visit('/cms/help/listother-4?page=2', { api, lang: 'zh-cn' });
    expect(page.status).toBe(200);
    expect(api.callsTo(helpPageEndpoint)[0]?.body).toMatchObject({ class_id: 4, page: 2 });
    expect(page.html).toContain('href="/cms/help-12"');
    expect(page.html).toContain('href="/cms/help/listother-5"');
    expect(page.html).toContain('帮助中心');
    expect(page.html).toContain('aria-current="page"');
    expect(page.html).toContain('href="/cms/help/listother-4"'); // pager back to page 1
  });

  it('an unknown class or a malformed address is the 404 page', async () => {
    const api = new FakeApi()
      .on(helpClassListEndpoint, CLASSES)
      .on(helpPageEndpoint, { count: 0, page_count: 0, list: [] });
    expect((await visit('/cms/help/listother-99', { api })).status).toBe(404);
    expect((await visit('/cms/help/listother-x', { api })).status).toBe(404);
    expect((await visit('/cms/help/other-4', { api })).status).toBe(404);
  });

  it('an article shows its HTML, breadcrumbs and its previous and next in the class', async () => {
    const api = new FakeApi().on(helpClassListEndpoint, CLASSES).on(helpInfoEndpoint, ARTICLE);
    const page = await visit('/cms/help-11', { api });
    expect(page.status).toBe(200);
    expect(api.callsTo(helpInfoEndpoint)[0]?.body).toMatchObject({ id: 11 });
    expect(page.html).toContain('<p>Click <b>Register</b>.</p>');
    expect(page.html).toMatch(/href="\/cms\/help\/listother-4"[^>]*>Shopping guide/);
    expect(page.html).toMatch(/<a [^>]*rel="next"[^>]*>How to buy<\/a>/);
    expect(page.html).toContain('href="/cms/help-12"');
    expect(page.html).toContain('Previous');
    expect(page.html).toContain('None');
  });

  it('an unknown article is the 404 page', async () => {
    const api = new FakeApi()
      .on(helpClassListEndpoint, CLASSES)
      .on(helpInfoEndpoint, () => fail('HELP_NOT_FOUND', 'This help article does not exist', -10006));
    expect((await visit('/cms/help-404', { api })).status).toBe(404);
  });
});

describe('notice pages', () => {
  const notice = (id: number, title: string, is_top = 0) => ({ id, title, is_top, create_time: 1_764_000_000 });

  it('/cms/notice lists notices as the API orders them, the pinned one marked, paged by 10', async () => {
    const api = new FakeApi().on(noticePageEndpoint, {
      count: 2,
      page_count: 1,
      list: [notice(3, 'Welcome', 1), notice(2, 'Maintenance')],
    });
    const page = await visit('/cms/notice', { api, lang: 'md-mm' });
    expect(page.status).toBe(200);
    expect(api.callsTo(noticePageEndpoint)[0]?.body).toMatchObject({ page: 1, page_size: 10 });
    expect(page.html.indexOf('Welcome')).toBeLessThan(page.html.indexOf('Maintenance'));
    expect(page.html).toContain('ထိပ်တွင်ထားသည်');
    expect(page.html.match(/ထိပ်တွင်ထားသည်/g)).toHaveLength(1);
    expect(page.html).toContain('href="/cms/notice-2"');
  });

  it('a notice shows its title and HTML; an unknown one is the 404 page', async () => {
    const api = new FakeApi().on(noticeInfoEndpoint, (body) =>
      body.id === 3
        ? { code: 0, message: 'ok', data: { ...notice(3, 'Welcome', 1), content: '<p>Hello <i>all</i></p>' } }
        : fail('NOTICE_NOT_FOUND', 'gone', -10006),
    );
    const page = await visit('/cms/notice-3', { api });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<p>Hello <i>all</i></p>');
    expect(page.html).toMatch(/href="\/cms\/notice"[^>]*>Notices/);
    expect((await visit('/cms/notice-4', { api })).status).toBe(404);
  });
});

describe('the home notice box', () => {
  it('links the latest notices (the API orders them, pinned first); the promises show while there is none', async () => {
    const api = new FakeApi().on(noticePageEndpoint, {
      count: 2,
      page_count: 1,
      list: [
        { id: 3, title: 'Welcome', is_top: 1, create_time: 1 },
        { id: 2, title: 'Maintenance', is_top: 0, create_time: 2 },
      ],
    });
    const page = await visit('/index', { api });
    expect(api.callsTo(noticePageEndpoint)[0]?.body).toMatchObject({ page: 1, page_size: 4 });
    expect(page.html).toMatch(/href="\/cms\/notice-3"[^>]*>Welcome<\/a>/);
    expect(page.html.indexOf('Welcome')).toBeLessThan(page.html.indexOf('Maintenance'));
    const empty = await visit('/index', {
      api: new FakeApi().on(noticePageEndpoint, { count: 0, page_count: 0, list: [] }),
    });
    expect(empty.html).not.toContain('href="/cms/notice-');
    expect(empty.html).toContain('Genuine goods from verified shops');
  });
});
