import {
  advDetailEndpoint,
  DEFAULT_SITE_INFO,
  decoratePreviewEndpoint,
  EMPTY_CHROME,
  layoutEndpoint,
  platformDecorateGetEndpoint,
  platformInfoEndpoint,
  type DecoratePreview,
  type DecorateState,
  type SellerStaff,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { fail, FakeApi, visit } from '~/test/route-stub';

const STAFF: SellerStaff = {
  staff_id: 3,
  site_id: 0,
  username: 'operations0',
  nickname: 'Daw Hla',
  role: 'operations',
  role_name: 'Operations',
  shop_name: 'Zay',
  logo: '',
};
const COOKIE = 'zay_platform_token=t';

const STATE: DecorateState = {
  decoration: {
    adverts: [
      {
        adv_id: 7,
        ap_id: 1,
        title_mm: 'စမတ်ဖုန်း အပတ်',
        title_zh: '手机周',
        title_en: 'Smartphone week',
        image: 'upload/adv/1.png',
        image_zh: '',
        image_en: '',
        url: '/list?category_id=1',
        background: '#ffffff',
        state: 1,
        start_time: 0,
        end_time: 0,
      },
    ],
    nav: [{ id: 1, title_mm: 'ကူပွန်', title_zh: '优惠券', title_en: 'Coupons', url: '/coupon', is_blank: 0, is_show: 1 }],
    links: [],
    words: { hot_mm: 'ဖုန်း', hot_zh: '手机', hot_en: 'phone', default_mm: '', default_zh: '', default_en: '' },
    floors: [],
  },
  draft: 1,
  positions: [
    { ap_id: 1, keyword: 'NS_PC_INDEX', ap_name: 'Home carousel', ap_width: 1210, ap_height: 450 },
    { ap_id: 4, keyword: 'NS_PC_TOP_BANNER', ap_name: 'Top banner', ap_width: 1920, ap_height: 80 },
  ],
  preview_token: 'tok_123',
  preview_expires: 2_000_000_000,
};

const platformApi = () => new FakeApi().on(platformInfoEndpoint, STAFF);

describe('/platform/decorate', () => {
  it('shows the draft with its tabs, positions, texts in three languages and a preview link', async () => {
    const api = platformApi().on(platformDecorateGetEndpoint, STATE);
    const page = await visit('/platform/decorate', { api, cookie: COOKIE });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Home page and chrome');
    expect(page.html).toContain('role="tablist"');
    for (const tab of ['Adverts', 'Navigation', 'Friendly links', 'Search words', 'Floors'])
      expect(page.html).toContain(`>${tab}</button>`);
    expect(page.html).toContain('Home carousel (1210×450)');
    expect(page.html).toContain('Closable top banner (1920×80)');
    expect(page.html).toContain('value="စမတ်ဖုန်း အပတ်"');
    expect(page.html).toContain('value="Smartphone week"');
    expect(page.html).toContain('Draft saved, not published');
    expect(page.html).toContain('href="/index?preview=tok_123"');
    // The console's menu names the page.
    expect(page.html).toContain('href="/platform/decorate"');
  });

  it('in Burmese, with the page’s own texts', async () => {
    const api = platformApi().on(platformDecorateGetEndpoint, { ...STATE, draft: 0, preview_token: '' });
    const page = await visit('/platform/decorate', { api, cookie: COOKIE, lang: 'md-mm' });
    expect(page.html).toContain('ပင်မစာမျက်နှာနှင့် ဘောင်');
    expect(page.html).toContain('ဝယ်သူများ ယခု မြင်နေရသည့်အတိုင်း');
    expect(page.html).not.toContain('?preview=');
  });

  it('says why when the decoration cannot be loaded; sends a visitor to the login', async () => {
    const failed = await visit('/platform/decorate', {
      api: platformApi().on(platformDecorateGetEndpoint, () =>
        fail('SELLER_FORBIDDEN', 'Your staff role does not allow this'),
      ),
      cookie: COOKIE,
    });
    expect(failed.html).toContain('role="alert"');
    expect(failed.html).toContain('Your staff role does not allow this');
    const visitor = await visit('/platform/decorate', { api: new FakeApi() });
    expect(visitor.headers.get('location')).toMatch(/^\/platform\/login/);
  });
});

describe('the home page with ?preview=', () => {
  const PREVIEW: DecoratePreview = {
    adverts: {
      NS_PC_INDEX: [
        {
          adv_id: -1,
          adv_title: 'Winter draft',
          adv_url: '{"url":"/list"}',
          adv_image: 'upload/winter.png',
          slide_sort: 1,
          background: '',
        },
      ],
    },
    nav: [
      {
        id: -1,
        nav_title: 'Draft nav',
        nav_url: '{"url":"/coupon"}',
        sort: 1,
        is_blank: 0,
        nav_icon: '',
        is_show: 1,
      },
    ],
    friendly_links: [],
    hot_search_words: 'draftword',
    default_search_words: '',
    floors: [],
  };
  const storefront = () =>
    new FakeApi()
      .on(layoutEndpoint, { ...EMPTY_CHROME, site: DEFAULT_SITE_INFO })
      .on(advDetailEndpoint, { adv_position: null, adv_list: [] });

  it('shows the draft’s adverts, menu and words under a preview bar', async () => {
    const api = storefront().on(decoratePreviewEndpoint, (body) =>
      body.preview === 'tok_123' ? { code: 0, message: 'ok', data: PREVIEW } : fail('DECORATE_PREVIEW_EXPIRED'),
    );
    const page = await visit('/index?preview=tok_123', { api });
    expect(page.html).toContain('data-testid="preview-bar"');
    expect(page.html).toContain('Preview of the draft');
    expect(page.html).toContain('Winter draft');
    expect(page.html).toContain('Draft nav');
    expect(page.html).toContain('draftword');
    expect(api.callsTo(decoratePreviewEndpoint).map((c) => c.body.preview)).toContain('tok_123');
  });

  it('an expired token shows the published page and says so', async () => {
    const api = storefront().on(decoratePreviewEndpoint, () => fail('DECORATE_PREVIEW_EXPIRED', 'expired'));
    const page = await visit('/index?preview=old', { api });
    expect(page.html).toContain('This preview link has expired');
    expect(page.html).not.toContain('Winter draft');
  });

  it('without a token the home page asks for no preview', async () => {
    const api = storefront();
    const page = await visit('/index', { api });
    expect(page.html).not.toContain('preview-bar');
    expect(api.callsTo(decoratePreviewEndpoint)).toEqual([]);
  });
});
