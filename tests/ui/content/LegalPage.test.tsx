import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import LegalPage from '../../../src/ui/pages/LegalPage';
import { cleanUpPage, json, renderPage } from './support';

afterEach(cleanUpPage);

const PAGES: Record<string, { title: string; description: string }> = {
  'privacy-policy': {
    title: 'Privacy Policy',
    description: '<p>What we collect.</p><h2>Your rights</h2><p onclick="alert(1)">Write to us.</p>',
  },
  'shipping-times': { title: 'Shipping Times', description: '<p>Two to five days.</p>' },
};

const server = (url: URL) => {
  const slug = url.pathname.replace('/api/legal-pages/', '');
  const page = PAGES[slug];
  return page
    ? json(200, { message: 'Page content', data: { content: { slug, ...page } } })
    : json(404, { message: 'Page not found.' });
};

describe('policy and information pages', () => {
  it("shows a named page's title from the server and its safe text", async () => {
    const { requests, container } = renderPage(LegalPage, {
      route: '/privacy-policy',
      path: '/privacy-policy',
      server,
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    expect(screen.getByText('Write to us.')).not.toHaveAttribute('onclick');
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/legal-pages/privacy-policy']);
  });

  it('shows any other page by the slug in /page/{slug}', async () => {
    renderPage(LegalPage, { route: '/page/:slug', path: '/page/shipping-times', server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping Times' })).toBeInTheDocument();
    expect(screen.getByText('Two to five days.')).toBeInTheDocument();
  });

  it('says a page the server does not have was not found', async () => {
    renderPage(LegalPage, { route: '/page/:slug', path: '/page/no-such-page', server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('offers Try again when the page could not be loaded', async () => {
    const { user } = renderPage(LegalPage, {
      route: '/about-us',
      path: '/about-us',
      server: () => json(403, { message: 'Forbidden.' }),
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while loading this.');
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
