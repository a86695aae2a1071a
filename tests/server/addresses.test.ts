import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from './auth-helpers';
import { failure } from './commerce-helpers';
import { startTestServer, type TestServer } from './harness';

/** Saved addresses (contract tag `addresses`): the caller's own, exactly one default while any exist. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

const address = (line: string, extra: Record<string, unknown> = {}) => ({
  name: 'Test Shopper',
  phone: '5550100999',
  address_line: line,
  address_type: 'home',
  ...extra,
});

async function addressBook() {
  const { token } = await registerCustomer(server, 'addresses');
  const api = server.api(token).addresses;
  const defaults = async () =>
    (await api.listAddresses()).data.addresses.filter((a) => a.is_default).map((a) => a.address_line);
  return { api, defaults };
}

describe('createAddress', () => {
  it('makes the first address the default whatever is_default says', async () => {
    const { api } = await addressBook();
    const { data } = await api.createAddress(address('First', { is_default: false }));
    expect(data.address.is_default).toBe(true);
  });

  it('makes a new address with is_default the only default, listed first', async () => {
    const { api, defaults } = await addressBook();
    await api.createAddress(address('First'));
    await api.createAddress(address('Second'));
    const third = await api.createAddress(address('Third', { is_default: true }));
    expect(third.data.address.is_default).toBe(true);
    expect(await defaults()).toEqual(['Third']);
    const { data } = await api.listAddresses();
    expect(data.addresses.map((a) => a.address_line)).toEqual(['Third', 'Second', 'First']);
  });

  it('checks the phone against the /master phone rules', async () => {
    const { api } = await addressBook();
    for (const phone of ['555-CALL-NOW', '12345', '123456789012345678']) {
      const error = await failure(api.createAddress(address('Somewhere', { phone })));
      expect(error.status).toBe(422);
      expect(error.fieldErrors).toHaveProperty('phone');
    }
  });
});

describe('updateAddress', () => {
  it('sets the default with is_default, and ignores is_default false on the default', async () => {
    const { api, defaults } = await addressBook();
    const first = (await api.createAddress(address('First'))).data.address;
    const second = (await api.createAddress(address('Second'))).data.address;
    await api.updateAddress(second.id, address('Second', { is_default: true }));
    expect(await defaults()).toEqual(['Second']);
    const kept = await api.updateAddress(second.id, address('Second', { is_default: false }));
    expect(kept.data.address.is_default).toBe(true);
    expect(await defaults()).toEqual(['Second']);
    const updated = await api.updateAddress(first.id, address('First again'));
    expect(updated.data.address).toMatchObject({ address_line: 'First again', is_default: false });
  });

  it('sets the optional fields left out to null', async () => {
    const { api } = await addressBook();
    const created = await api.createAddress(address('Flat', { flat_no: '4B', area: 'Downtown', post_code: '10001' }));
    const { data } = await api.updateAddress(created.data.address.id, address('Flat'));
    expect(data.address).toMatchObject({ flat_no: null, area: null, post_code: null });
  });

  it('answers 404 for an address that does not exist', async () => {
    const { api } = await addressBook();
    expect((await failure(api.updateAddress(999_999, address('Nowhere')))).status).toBe(404);
  });
});

describe('deleteAddress', () => {
  it('makes the newest remaining address the default when the default goes', async () => {
    const { api, defaults } = await addressBook();
    const first = (await api.createAddress(address('First'))).data.address;
    await api.createAddress(address('Second'));
    await api.createAddress(address('Third'));
    await api.deleteAddress(first.id);
    expect(await defaults()).toEqual(['Third']);
  });

  it('keeps the default when another address goes', async () => {
    const { api, defaults } = await addressBook();
    await api.createAddress(address('First'));
    const second = (await api.createAddress(address('Second'))).data.address;
    await api.deleteAddress(second.id);
    expect(await defaults()).toEqual(['First']);
    expect((await failure(api.deleteAddress(second.id))).status).toBe(404);
  });
});

it('answers within the contract', () => {
  expect(server.violations).toEqual([]);
});
