import { describe, expect, it } from 'vitest';
import { refused, savedAddress, savedAnswer, startAddressForm } from './address-form.fakes';

type Form = ReturnType<typeof startAddressForm>;

/** Fills the required fields (and a phone of 10 digits). */
function fillRequired(form: Form) {
  form.type('name', 'Sam Shopper');
  form.type('phone', '5550100001');
  form.type('address_line', '12 Market Street');
}

describe('address form machine', () => {
  it('starts empty for a new address, as a home address that is not the default', () => {
    const form = startAddressForm();
    expect(form.state()).toBe('editing');
    expect(form.context().values).toEqual({
      name: '',
      phone: '',
      address_line: '',
      address_line2: '',
      area: '',
      flat_no: '',
      post_code: '',
      address_type: 'home',
      is_default: false,
    });
    expect(form.context().isDefaultLocked).toBe(false);
  });

  it('stores a new address: trimmed, empty optional fields as null', () => {
    const form = startAddressForm();
    form.type('name', '  Sam Shopper ');
    form.type('phone', '5550100001');
    form.type('address_line', ' 12 Market Street ');
    form.type('area', '   ');
    form.type('post_code', ' 10001 ');
    form.type('address_type', 'office');
    form.actor.send({ type: 'address.default.changed', isDefault: true });
    form.submit();

    expect(form.state()).toBe('saving');
    expect(form.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(form.calls).toEqual([
      {
        call: 'create',
        body: {
          name: 'Sam Shopper',
          phone: '5550100001',
          address_line: '12 Market Street',
          address_line2: null,
          area: null,
          flat_no: null,
          post_code: '10001',
          address_type: 'office',
          is_default: true,
          latitude: null,
          longitude: null,
        },
      },
    ]);
  });

  it('ignores another submit while saving', () => {
    const form = startAddressForm();
    fillRequired(form);
    form.submit();
    form.submit();
    expect(form.calls).toHaveLength(1);
  });

  it('emits the saved address with the server message and ends with it', async () => {
    const address = savedAddress({ id: 21, address_line: '12 Market Street' });
    const form = startAddressForm({}, savedAnswer(address, 'Address added successfully'));
    fillRequired(form);
    form.submit();
    await form.answer();

    const snapshot = form.actor.getSnapshot();
    expect(snapshot.value).toBe('saved');
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual(address);
    expect(form.emitted).toEqual([{ type: 'address.saved', address, message: 'Address added successfully' }]);
  });

  it('sends nothing and names each missing required field', () => {
    const form = startAddressForm();
    form.type('address_type', '');
    form.submit();

    expect(form.state()).toBe('editing');
    expect(form.calls).toEqual([]);
    expect(form.context().problems).toEqual({
      name: 'required',
      phone: 'phone.required',
      address_line: 'required',
      address_type: 'required',
    });
    expect(form.emitted).toEqual([{ type: 'address.invalid' }]);
  });

  it('takes whitespace for an empty required field', () => {
    const form = startAddressForm();
    fillRequired(form);
    form.type('name', '   ');
    form.submit();
    expect(form.calls).toEqual([]);
    expect(form.context().problems).toEqual({ name: 'required' });
  });

  it("drops a field's problem as the field is edited, and keeps the others", () => {
    const form = startAddressForm();
    form.submit();
    form.type('name', 'S');
    expect(form.context().problems).toEqual({ phone: 'phone.required', address_line: 'required' });
  });

  it('refuses anything but digits in the phone, keeping the digits typed so far', () => {
    const form = startAddressForm();
    form.type('phone', '555');
    form.type('phone', '555a');
    expect(form.context().values.phone).toBe('555');
    expect(form.context().problems).toEqual({ phone: 'phone.digitsOnly' });
    form.type('phone', '5551');
    expect(form.context().values.phone).toBe('5551');
    expect(form.context().problems).toEqual({});
  });

  it('lets a phone saved with other characters be deleted back to digits, but not sent as it is', () => {
    const form = startAddressForm({ address: savedAddress({ phone: '+1 555 010 0001' }) });
    form.submit();
    expect(form.context().problems).toEqual({ phone: 'phone.digitsOnly' });
    expect(form.calls).toEqual([]);
    form.type('phone', '+1 555 010 000');
    expect(form.context().values.phone).toBe('+1 555 010 000');
    expect(form.context().problems).toEqual({});
    form.type('phone', '+1 555 010 000 ');
    expect(form.context().values.phone).toBe('+1 555 010 000');
    expect(form.context().problems).toEqual({ phone: 'phone.digitsOnly' });
    form.type('phone', '5550100001');
    form.submit();
    expect(form.calls[0]?.body.phone).toBe('5550100001');
  });

  it('checks the phone length against the rules of the settings', () => {
    const form = startAddressForm({ rules: { phoneMinLength: 10, phoneMaxLength: 12 } });
    fillRequired(form);
    form.type('phone', '555010000');
    form.submit();
    expect(form.context().problems).toEqual({ phone: 'phone.tooShort' });
    form.type('phone', '5550100000123');
    form.submit();
    expect(form.context().problems).toEqual({ phone: 'phone.tooLong' });
    form.type('phone', '555010000012');
    form.submit();
    expect(form.calls).toHaveLength(1);
  });

  it('requires a phone even when the settings do not require one for registration', () => {
    const form = startAddressForm({ rules: { phoneRequired: false } });
    form.type('name', 'Sam');
    form.type('address_line', '12 Market Street');
    form.submit();
    expect(form.context().problems).toEqual({ phone: 'phone.required' });
    expect(form.calls).toEqual([]);
  });

  it('updates the address it was given, keeping its map position', () => {
    const address = savedAddress({ id: 8, is_default: false, latitude: 40.7, longitude: -74 });
    const form = startAddressForm({ address });
    expect(form.context().values).toMatchObject({ name: 'Sam Shopper', area: 'Harborside', flat_no: '' });
    form.type('flat_no', '4B');
    form.submit();

    expect(form.state()).toBe('saving');
    expect(form.calls).toEqual([
      {
        call: 'update',
        id: 8,
        body: {
          name: 'Sam Shopper',
          phone: '5550100001',
          address_line: '200 Harbor Avenue',
          address_line2: 'Suite 310',
          area: 'Harborside',
          flat_no: '4B',
          post_code: '10004',
          address_type: 'office',
          is_default: false,
          latitude: 40.7,
          longitude: -74,
        },
      },
    ]);
  });

  it('keeps the default address the default: the box stays ticked', () => {
    const form = startAddressForm({ address: savedAddress({ is_default: true }) });
    expect(form.context().isDefaultLocked).toBe(true);
    form.actor.send({ type: 'address.default.changed', isDefault: false });
    expect(form.context().values.is_default).toBe(true);
    form.submit();
    expect(form.calls[0]?.body.is_default).toBe(true);
  });

  it("makes the shopper's first address the default", () => {
    const form = startAddressForm({ isFirstAddress: true });
    expect(form.context().isDefaultLocked).toBe(true);
    fillRequired(form);
    form.actor.send({ type: 'address.default.changed', isDefault: false });
    form.submit();
    expect(form.calls[0]?.body.is_default).toBe(true);
  });

  it('lets the default box be ticked and unticked on another address', () => {
    const form = startAddressForm({ address: savedAddress({ is_default: false }) });
    form.actor.send({ type: 'address.default.changed', isDefault: true });
    expect(form.context().values.is_default).toBe(true);
    form.actor.send({ type: 'address.default.changed', isDefault: false });
    form.submit();
    expect(form.calls[0]?.body.is_default).toBe(false);
  });

  it("goes back to editing with the server's field errors and the typed values, until each field is edited", async () => {
    const form = startAddressForm(
      {},
      refused('The phone field must be between 9 and 16 digits.', {
        phone: 'The phone field must be between 9 and 16 digits.',
        post_code: 'The post code field must not be greater than 32 characters.',
      }),
    );
    fillRequired(form);
    form.type('post_code', '10001');
    form.submit();
    await form.answer();

    expect(form.state()).toBe('editing');
    expect(form.context().values).toMatchObject({ name: 'Sam Shopper', post_code: '10001' });
    expect(form.context().failure).toEqual({
      status: 422,
      message: 'The phone field must be between 9 and 16 digits.',
      fieldErrors: {
        phone: 'The phone field must be between 9 and 16 digits.',
        post_code: 'The post code field must not be greater than 32 characters.',
      },
    });
    expect(form.emitted).toEqual([
      {
        type: 'address.failed',
        status: 422,
        message: 'The phone field must be between 9 and 16 digits.',
        hasFieldErrors: true,
      },
    ]);
    form.type('phone', '55501000012');
    expect(form.context().failure?.fieldErrors).toEqual({
      post_code: 'The post code field must not be greater than 32 characters.',
    });
  });

  it('says a refusal names no field of the form when its errors are on fields the form does not show', async () => {
    const form = startAddressForm({}, refused('The latitude field must be at most 90.', { latitude: 'too far' }));
    fillRequired(form);
    form.submit();
    await form.answer();
    expect(form.emitted).toEqual([
      { type: 'address.failed', status: 422, message: 'The latitude field must be at most 90.', hasFieldErrors: false },
    ]);
  });

  it('reports a save that never reached the server as status 0, and can be sent again', async () => {
    const address = savedAddress();
    const form = startAddressForm({}, new TypeError('Failed to fetch'), savedAnswer(address));
    fillRequired(form);
    form.submit();
    await form.answer();
    expect(form.state()).toBe('editing');
    expect(form.context().values.name).toBe('Sam Shopper');
    expect(form.emitted).toEqual([
      { type: 'address.failed', status: 0, message: 'Failed to fetch', hasFieldErrors: false },
    ]);

    form.submit();
    await form.answer();
    expect(form.state()).toBe('saved');
    expect(form.context().failure).toBeNull();
  });
});
