import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SellerApplicationForm } from '../../../src/ui/sellers/SellerApplicationForm';
import { cleanUpPage, type FakeServer, json, renderPage } from '../content/support';

afterEach(cleanUpPage);

const COUNTRIES = [
  { name: 'Saudi Arabia', phone_code: '+966' },
  { name: 'United States', phone_code: '+1' },
];
const PHONE_LENGTH = 'The phone must be between 9 and 16 digits.';

/** The countries, and an application answered by `apply` (by default: sent to the address given). */
function fakeServer(apply?: (body: Record<string, string>) => Response): FakeServer {
  return async (url, request) => {
    if (url.pathname === '/api/countries') return json(200, { message: 'Countries', data: { countries: COUNTRIES } });
    const body = (await request.json()) as Record<string, string>;
    if (apply) return apply(body);
    return json(200, { message: `We have sent a link to ${body.email}.`, data: { email: body.email } });
  };
}

/** The form under its page heading, as /shop/register shows it. */
function ApplicationPage() {
  return (
    <>
      <h1 id="become-a-seller">Become a Seller</h1>
      <SellerApplicationForm aria-labelledby="become-a-seller" phoneRules={{ phoneMinLength: 9, phoneMaxLength: 16 }} />
    </>
  );
}

function renderForm(server = fakeServer()) {
  return renderPage(ApplicationPage, { route: '/shop/register', path: '/shop/register', server });
}

const form = () => screen.getByRole('form', { name: 'Become a Seller' });
const textbox = (name: RegExp) => within(form()).getByRole('textbox', { name });
const fields = () => ({
  name: textbox(/^Full Name/),
  shopName: textbox(/^Shop Name/),
  email: textbox(/^Email/),
  country: within(form()).getByRole('combobox', { name: /^Country/ }),
  phone: textbox(/^Phone/),
  password: within(form()).getByLabelText(/^Password/, { selector: 'input' }),
});
const submit = () => within(form()).getByRole('button', { name: 'Send Application' });
const posts = <Sent extends { method: string }>(requests: Sent[]) =>
  requests.filter((request) => request.method === 'POST');

/** Fills the whole form as a person does, the country picked by keyboard. */
async function fillForm(view: ReturnType<typeof renderForm>, phone = '5550100777') {
  const { user } = view;
  const field = fields();
  await user.type(field.name, 'Lina Haddad');
  await user.type(field.shopName, 'Olive Grove Pantry');
  await user.type(field.email, 'lina@example.com');
  await user.click(field.country);
  await user.keyboard('United');
  await within(await screen.findByRole('listbox')).findAllByRole('option');
  await user.keyboard('{ArrowDown}{Enter}');
  await user.type(field.phone, phone);
  await user.type(field.password, 'a-long-password');
}

describe('the seller application form', () => {
  it('labels every field for its autofill and marks each one required', () => {
    renderForm();
    const field = fields();
    expect(field.name).toHaveAttribute('autocomplete', 'name');
    expect(field.shopName).toHaveAttribute('autocomplete', 'organization');
    expect(field.email).toHaveAttribute('type', 'email');
    expect(field.phone).toHaveAttribute('inputmode', 'numeric');
    expect(field.password).toHaveAttribute('type', 'password');
    expect(field.password).toHaveAttribute('autocomplete', 'new-password');
    for (const input of Object.values(field)) expect(input).toBeRequired();
  });

  it('sent empty, marks every field, says why under each, focuses the first, and sends nothing', async () => {
    const view = renderForm();
    await view.user.click(submit());

    const field = fields();
    await waitFor(() => expect(field.name).toHaveFocus());
    const expected: [HTMLElement, string][] = [
      [field.name, 'The name field is required.'],
      [field.shopName, 'The shop name field is required.'],
      [field.email, 'The email field is required.'],
      [field.country, 'Choose the country of your phone number.'],
      [field.phone, 'The phone field is required.'],
      [field.password, 'The password field is required.'],
    ];
    for (const [input, message] of expected) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(posts(view.requests)).toEqual([]);

    // An edited field loses its error; the others keep theirs.
    await view.user.type(field.name, 'L');
    expect(field.name).not.toHaveAttribute('aria-invalid');
    expect(field.shopName).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the e-mail, the phone length and the password as the server does, focusing the first wrong one', async () => {
    const view = renderForm();
    await fillForm(view, '12345');
    const field = fields();
    await view.user.clear(field.email);
    await view.user.type(field.email, 'lina@example');
    await view.user.clear(field.password);
    await view.user.type(field.password, 'short12');
    await view.user.click(submit());

    await waitFor(() => expect(field.email).toHaveFocus());
    expect(field.email).toHaveAccessibleDescription(
      expect.stringContaining('The email field must be a valid email address.'),
    );
    expect(field.phone).toHaveAccessibleDescription(
      expect.stringContaining('The phone number must have at least 9 digits.'),
    );
    expect(field.password).toHaveAccessibleDescription(
      expect.stringContaining('The password must be at least 8 characters.'),
    );
    expect(field.name).not.toHaveAttribute('aria-invalid');
    expect(posts(view.requests)).toEqual([]);
  });

  it('sends the application and puts where the link went in place of the form', async () => {
    const view = renderForm();
    await fillForm(view);
    await view.user.click(submit());

    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('lina@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Open it within 24 hours to confirm your application/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Become a Seller' })).not.toBeInTheDocument();
    expect(posts(view.requests).map((request) => [request.url.pathname, request.body])).toEqual([
      [
        '/api/seller-applications',
        {
          name: 'Lina Haddad',
          shop_name: 'Olive Grove Pantry',
          email: 'lina@example.com',
          phone: '5550100777',
          phone_code: '+1',
          password: 'a-long-password',
        },
      ],
    ]);
  });

  it("shows the server's field errors under their fields, focusing the first, and keeps what was typed", async () => {
    const view = renderForm(
      fakeServer(() =>
        json(422, {
          message: 'The phone code field is required. (and 1 more error)',
          errors: { phone_code: ['The phone code field is required.'], phone: [PHONE_LENGTH] },
        }),
      ),
    );
    await fillForm(view);
    await view.user.click(submit());

    const field = fields();
    await waitFor(() => expect(field.country).toHaveFocus());
    expect(field.country).toHaveAccessibleDescription(expect.stringContaining('The phone code field is required.'));
    expect(field.phone).toHaveAccessibleDescription(expect.stringContaining(PHONE_LENGTH));
    expect(field.shopName).toHaveValue('Olive Grove Pantry');
    // Errors under the fields are not said again in a toast.
    expect(screen.queryByText('The phone code field is required. (and 1 more error)')).not.toBeInTheDocument();
  });

  it("shows the server's other refusals as a toast, keeping the form", async () => {
    const limit = 'Too many attempts. Please try again in 60 seconds.';
    const view = renderForm(fakeServer(() => json(429, { message: limit })));
    await fillForm(view);
    await view.user.click(submit());

    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(fields().shopName).toHaveValue('Olive Grove Pantry');
    expect(submit()).toBeEnabled();
  });
});
