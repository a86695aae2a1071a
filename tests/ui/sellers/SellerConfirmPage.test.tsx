import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SellerConfirmPage from '../../../src/ui/pages/SellerConfirmPage';
import { cleanUpPage, type FakeServer, json, renderPage } from '../content/support';

afterEach(cleanUpPage);

const REFUSED = 'This confirmation link is invalid, already used or expired.';
/** A new answer each time: a response's body is read once. */
const confirmed = () =>
  json(200, {
    message: 'Your application for Olive Grove Pantry is confirmed.',
    data: { shop_name: 'Olive Grove Pantry' },
  });

function openLink(path: string, server: FakeServer) {
  return renderPage(SellerConfirmPage, { route: '/shop/register/confirm', path, server });
}

describe('/shop/register/confirm', () => {
  it("sends the link's token once and says the application is confirmed, naming the shop", async () => {
    const view = openLink('/shop/register/confirm?token=abc123', confirmed);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Seller Application' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Your application is confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/your application for Olive Grove Pantry is on its way/);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Apply again' })).not.toBeInTheDocument();
    expect(view.requests.map((request) => [request.url.pathname, request.body])).toEqual([
      ['/api/seller-applications/confirm', { token: 'abc123' }],
    ]);
  });

  it("says why a link is refused, in the server's words, with a way to apply again", async () => {
    openLink('/shop/register/confirm?token=used', () => json(422, { message: REFUSED, errors: { token: [REFUSED] } }));
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByText(REFUSED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply again' })).toHaveAttribute('href', '/shop/register');
  });

  it('says at once that a link without its token is incomplete, and sends nothing', () => {
    const view = openLink('/shop/register/confirm', confirmed);
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply again' })).toHaveAttribute('href', '/shop/register');
    expect(view.requests).toEqual([]);
  });

  it('offers to try again when the server could not answer, and confirms on the retry', async () => {
    let calls = 0;
    const view = openLink('/shop/register/confirm?token=abc123', () => {
      calls += 1;
      return calls === 1 ? json(500, { message: 'Server Error' }) : confirmed();
    });
    expect(await screen.findByRole('heading', { name: 'Your application is not confirmed yet' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Server Error');
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your application is confirmed' })).toBeInTheDocument();
    expect(view.requests).toHaveLength(2);
  });
});
