import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ContactPage from '../../../src/ui/pages/ContactPage';
import SupportPage from '../../../src/ui/pages/SupportPage';
import { cleanUpPage, type FakeServer, json, renderPage } from './support';

afterEach(cleanUpPage);

const THANKS = 'Thank you for contacting us. We will get back to you soon.';
const BAD_EMAIL = 'The email field must be a valid email address.';

const details = {
  phone: '+1 555 010 0000',
  email: 'support@example.com',
  whatsapp: '+15550100000',
  messenger: 'https://m.me/storefrontmarket',
  address: '120 Market Street, Springfield',
};

/** The contact calls: details, and a support form that refuses an e-mail without an @. */
const server: FakeServer = async (url, request) => {
  if (url.pathname === '/api/contact-us') return json(200, { message: 'Contact details', data: details });
  const body = await request.json();
  if (body.email && !body.email.includes('@')) {
    return json(422, { message: BAD_EMAIL, errors: { email: [BAD_EMAIL] } });
  }
  return json(200, { message: THANKS });
};

describe('/contact-us', () => {
  it('shows the contact channels as links a phone, a mail app or a new tab can open', async () => {
    renderPage(ContactPage, { route: '/contact-us', path: '/contact-us', server });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const channels = screen.getByRole('region', { name: 'Get in touch' });
    expect(await within(channels).findByRole('link', { name: '+1 555 010 0000' })).toHaveAttribute(
      'href',
      'tel:+15550100000',
    );
    expect(within(channels).getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    const whatsapp = within(channels).getByRole('link', { name: /^Chat on WhatsApp ?\(opens in a new tab\)$/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/15550100000');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const messenger = within(channels).getByRole('link', { name: /^Message us on Messenger/ });
    expect(messenger).toHaveAttribute('href', 'https://m.me/storefrontmarket');
    expect(messenger).toHaveAttribute('target', '_blank');
    expect(within(channels).getByText('120 Market Street, Springfield')).toBeInTheDocument();
  });

  it('labels every field with an autocomplete token', async () => {
    renderPage(ContactPage, { route: '/contact-us', path: '/contact-us', server });
    const form = screen.getByRole('form', { name: 'Send us a message' });
    const tokens = Object.fromEntries(
      ['Name', 'Phone', 'Email', 'Subject', 'Your message'].map((label) => [
        label,
        within(form)
          .getByLabelText(new RegExp(`^${label}`))
          .getAttribute('autocomplete'),
      ]),
    );
    expect(tokens).toEqual({ Name: 'name', Phone: 'tel', Email: 'email', Subject: 'off', 'Your message': 'off' });
    expect(within(form).getByRole('textbox', { name: /^Subject/ })).toBeRequired();
  });

  it("shows the server's field error under the field and keeps the text, then sends and clears", async () => {
    const { user, requests } = renderPage(ContactPage, { route: '/contact-us', path: '/contact-us', server });
    const form = screen.getByRole('form', { name: 'Send us a message' });
    const email = within(form).getByRole('textbox', { name: /^Email/ });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Sam');
    await user.type(email, 'sam');
    await user.type(within(form).getByRole('textbox', { name: /^Subject/ }), 'Delivery');
    await user.type(within(form).getByRole('textbox', { name: /^Your message/ }), 'When?');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await within(form).findByText(BAD_EMAIL)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining(BAD_EMAIL));
    expect(email).toHaveFocus();
    expect(email).toHaveValue('sam');
    expect(within(form).getByRole('textbox', { name: /^Subject/ })).toHaveValue('Delivery');

    await user.clear(email);
    expect(within(form).queryByText(BAD_EMAIL)).not.toBeInTheDocument();
    await user.type(email, 's@e.co');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(email).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: /^Your message/ })).toHaveValue('');
    expect(requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      name: 'Sam',
      email: 's@e.co',
      subject: 'Delivery',
      message: 'When?',
    });
  });

  it("shows a refusal without field errors as the server's message, keeping the text", async () => {
    const { user } = renderPage(ContactPage, {
      route: '/contact-us',
      path: '/contact-us',
      server: (url) =>
        url.pathname === '/api/contact-us'
          ? json(200, { message: 'Contact details', data: details })
          : json(429, { message: 'Too many messages. Please try again in 60 seconds.' }),
    });
    const form = screen.getByRole('form', { name: 'Send us a message' });
    await user.type(within(form).getByRole('textbox', { name: /^Subject/ }), 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many messages. Please try again in 60 seconds.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Subject/ })).toHaveValue('Hello');
  });

  it('offers Try again when the contact details cannot be loaded, while the form still works', async () => {
    renderPage(ContactPage, {
      route: '/contact-us',
      path: '/contact-us',
      server: () => json(403, { message: 'Forbidden.' }),
    });
    const channels = screen.getByRole('region', { name: 'Get in touch' });
    expect(await within(channels).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

describe('/support', () => {
  it('has its own heading and intro, and sends the same form', async () => {
    const { user, requests } = renderPage(SupportPage, { route: '/support', path: '/support', server });
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact-us');
    const form = screen.getByRole('form', { name: 'Support' });
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '555');
    await user.type(within(form).getByRole('textbox', { name: /^Subject/ }), 'Refund');
    await user.type(within(form).getByRole('textbox', { name: /^Your message/ }), 'Where?');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ phone: '555', subject: 'Refund', message: 'Where?' });
  });
});
