import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { sent, startSellerApplication } from './seller-application.fakes';

describe('seller application machine', () => {
  it('sends the application trimmed, once, and ends naming where the link went', async () => {
    const form = startSellerApplication({}, sent('lina@example.com'));
    form.fill({ name: '  Lina Haddad ', shop_name: ' Olive Grove Pantry', email: ' lina@example.com ' });
    form.submit();

    expect(form.state()).toBe('applying');
    expect(form.actor.getSnapshot().hasTag('busy')).toBe(true);
    form.submit();
    expect(form.bodies).toEqual([
      {
        name: 'Lina Haddad',
        shop_name: 'Olive Grove Pantry',
        email: 'lina@example.com',
        phone: '5550100777',
        phone_code: '+1',
        password: 'a-long-password',
      },
    ]);

    await form.answer();
    expect(form.state()).toBe('applied');
    expect(form.actor.getSnapshot().status).toBe('done');
    expect(form.context().sentTo).toBe('lina@example.com');
    expect(form.emitted).toEqual([
      {
        type: 'seller.applied',
        email: 'lina@example.com',
        message: 'We have sent a link to lina@example.com. Open it within 24 hours to send your application.',
      },
    ]);
  });

  it('says what every empty field lacks and sends nothing; a field edited loses its problem', () => {
    const form = startSellerApplication();
    form.type('name', '   ');
    form.submit();

    expect(form.state()).toBe('editing');
    expect(form.context().problems).toEqual({
      name: 'required',
      shop_name: 'required',
      email: 'required',
      phone_code: 'required',
      phone: 'phone.required',
      password: 'required',
    });
    expect(form.emitted).toEqual([{ type: 'seller.invalid' }]);
    expect(form.bodies).toEqual([]);

    form.type('shop_name', 'Olive Grove Pantry');
    form.actor.send({ type: 'seller.country.selected', country: 'Saudi Arabia', phoneCode: '+966' });
    expect(Object.keys(form.context().problems).sort()).toEqual(['email', 'name', 'password', 'phone']);
    expect(form.context().values).toMatchObject({ country: 'Saudi Arabia', phone_code: '+966' });
  });

  it('checks the e-mail shape, the phone against the settings and the password length as the server does', () => {
    const form = startSellerApplication({ phoneMinLength: 10, phoneMaxLength: 12 });
    form.fill({ email: 'lina@example', phone: '555010077', password: 'short12' });
    form.submit();
    expect(form.context().problems).toEqual({
      email: 'email.invalid',
      phone: 'phone.tooShort',
      password: 'password.tooShort',
    });

    form.fill({ phone: '5550100777123' });
    form.submit();
    expect(form.context().problems).toEqual({ phone: 'phone.tooLong' });

    form.fill({ password: '12345678' });
    form.submit();
    expect(form.bodies).toHaveLength(1);
    expect(form.bodies[0]?.password).toBe('12345678');
  });

  it('refuses anything but digits typed into the phone, and keeps the digits', () => {
    const form = startSellerApplication();
    form.type('phone', '555');
    form.type('phone', '555a');
    expect(form.context().values.phone).toBe('555');
    expect(form.context().problems).toEqual({ phone: 'phone.digitsOnly' });
    form.type('phone', '5550');
    expect(form.context().values.phone).toBe('5550');
    expect(form.context().problems).toEqual({});
  });

  it('refused, keeps what was typed with the server errors under the fields until each is edited', async () => {
    const refused = new ApiError(422, 'The phone must be between 9 and 16 digits.', {
      phone: 'The phone must be between 9 and 16 digits.',
      phone_code: 'The phone code field is required.',
    });
    const form = startSellerApplication({}, refused, sent());
    form.fill();
    form.submit();
    await form.answer();

    expect(form.state()).toBe('editing');
    expect(form.context().values.shop_name).toBe('Olive Grove Pantry');
    expect(form.context().failure?.fieldErrors).toEqual({
      phone: 'The phone must be between 9 and 16 digits.',
      phone_code: 'The phone code field is required.',
    });
    expect(form.emitted).toEqual([
      {
        type: 'seller.failed',
        status: 422,
        message: 'The phone must be between 9 and 16 digits.',
        hasFieldErrors: true,
      },
    ]);

    form.type('phone', '5550100778');
    form.actor.send({ type: 'seller.country.selected', country: 'Canada', phoneCode: '+1' });
    expect(form.context().failure?.fieldErrors).toEqual({});
    form.submit();
    await form.answer();
    expect(form.state()).toBe('applied');
  });

  it('a refusal naming no field of the form, or no answer at all, is for the screen to show', async () => {
    const form = startSellerApplication(
      {},
      new ApiError(429, 'Too many attempts. Please try again in 60 seconds.', {}),
      new ApiError(422, 'The request is invalid.', { request: 'The request is invalid.' }),
      new TypeError('Failed to fetch'),
    );
    form.fill();
    for (let tried = 0; tried < 3; tried += 1) {
      form.submit();
      await form.answer();
    }
    expect(form.emitted).toEqual([
      {
        type: 'seller.failed',
        status: 429,
        message: 'Too many attempts. Please try again in 60 seconds.',
        hasFieldErrors: false,
      },
      { type: 'seller.failed', status: 422, message: 'The request is invalid.', hasFieldErrors: false },
      { type: 'seller.failed', status: 0, message: 'Failed to fetch', hasFieldErrors: false },
    ]);
    expect(form.state()).toBe('editing');
  });
});
