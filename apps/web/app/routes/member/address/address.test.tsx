import { addressInfoEndpoint, addressPageEndpoint, regionListEndpoint, type MemberAddress } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { fail, visit } from '~/test/route-stub';
import { memberApi } from '../member-test-kit';

const address = (id: number, more: Partial<MemberAddress> = {}): MemberAddress => ({
  id,
  name: `Daw Aye ${id}`,
  mobile: '09420000111',
  telephone: '',
  province_id: 1,
  city_id: 2,
  district_id: 3,
  address: 'No. 12, Pyay Road',
  full_address: 'Yangon Region Western District Kamayut',
  longitude: '',
  latitude: '',
  is_default: 0,
  ...more,
});

const member = () => memberApi().on(regionListEndpoint, [{ id: 1, name: 'Yangon Region' }] as never);

describe('/member/delivery_address', () => {
  it('lists the addresses with the default marked and offers the others as default', async () => {
    const api = member().on(addressPageEndpoint, {
      list: [address(1, { is_default: 1 }), address(2)],
      count: 2,
      page_count: 1,
    });
    const page = await visit('/member/delivery_address', { api, cookie: 'zay_token=t' });
    expect(page.status).toBe(200);
    expect(page.html.match(/data-testid="address-card"/g)).toHaveLength(2);
    expect(page.html.match(/>Default</g)).toHaveLength(1);
    expect(page.html.match(/>Set as default</g)).toHaveLength(1);
    expect(page.html).toContain('Yangon Region Western District Kamayut No. 12, Pyay Road');
    expect(page.html).toContain('href="/member/address_edit?id=2"');
  });

  it('says when there is none', async () => {
    const api = member().on(addressPageEndpoint, { list: [], count: 0, page_count: 1 });
    const page = await visit('/member/delivery_address', { api, cookie: 'zay_token=t' });
    expect(page.html).toContain('You have no delivery address yet');
  });
});

describe('/member/address_edit', () => {
  it('fills the form with the address being edited', async () => {
    const api = member().on(addressInfoEndpoint, address(5));
    const page = await visit('/member/address_edit?id=5', { api, cookie: 'zay_token=t' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Edit delivery address');
    // The menu lights up the address book, the page this one belongs to.
    const menuLink = page.html.match(/<a[^>]*href="\/member\/delivery_address"[^>]*>/)?.[0];
    expect(menuLink).toContain('bg-brand-soft');
    expect(api.callsTo(addressInfoEndpoint)[0]?.body).toMatchObject({ id: 5 });
  });

  it("answers 404 for an address that is not the member's", async () => {
    const api = member().on(addressInfoEndpoint, () => fail('ADDRESS_NOT_FOUND'));
    const page = await visit('/member/address_edit?id=99', { api, cookie: 'zay_token=t' });
    expect(page.status).toBe(404);
  });

  it('offers an empty form without an id', async () => {
    const api = member();
    const page = await visit('/member/address_edit', { api, cookie: 'zay_token=t' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('New delivery address');
    expect(api.callsTo(addressInfoEndpoint)).toEqual([]);
  });
});
