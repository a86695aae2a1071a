import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf as parseTicketListPage } from '../../../src/ui/common/page-query';
import SupportTicketsPage from '../../../src/ui/pages/SupportTicketsPage';
import { aTicket, fakeTicketsApi, ISSUE_TYPES, json, renderTicketsPage } from './tickets-harness';

const COUNTS = { total: 12, running: 7, completed: 4, cancel: 1 };

/** 12 tickets: page 1 holds 10, page 2 holds 2. */
function listApi(routes: Parameters<typeof fakeTicketsApi>[0] = {}) {
  return fakeTicketsApi({
    'GET /support-tickets': (url) => {
      const ids = url.searchParams.get('page') === '2' ? [2, 1] : [12, 11, 10, 9, 8, 7, 6, 5, 4, 3];
      return {
        message: 'Support tickets',
        data: {
          ...COUNTS,
          support_tickets: ids.map((id) =>
            aTicket(id, id === 12 ? { subject: null, status: 'Cancel', issue_type: { id: 3, name: 'Delivery' } } : {}),
          ),
        },
      };
    },
    'GET /ticket-issue-types': () => ({ message: 'Issue types', data: { issue_types: ISSUE_TYPES } }),
    ...routes,
  });
}

function render(api = listApi(), path = '/support-tickets') {
  return renderTicketsPage(<SupportTicketsPage />, { path, pattern: '/support-tickets', api });
}

describe('parseTicketListPage', () => {
  it('reads a positive whole page, anything else is page 1', () => {
    expect(parseTicketListPage('page=3')).toBe(3);
    expect(parseTicketListPage('page=0')).toBe(1);
    expect(parseTicketListPage('page=x')).toBe(1);
  });
});

describe('SupportTicketsPage', () => {
  it('shows the running, completed and cancelled counts as three figures', async () => {
    render();
    const counts = await screen.findByRole('region', { name: 'Tickets by status' });
    await waitFor(() =>
      expect(
        within(counts)
          .getAllByRole('definition')
          .map((dd) => dd.textContent),
      ).toEqual(['7', '4', '1']),
    );
    expect(
      within(counts)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Running', 'Completed', 'Cancelled']);
  });

  it('lists the tickets with number, subject, issue type, status and date, each linking to its page', async () => {
    const api = listApi();
    render(api);
    const link = await screen.findByRole('link', { name: 'TK-100012' });
    expect(link).toHaveAttribute('href', '/support-ticket/TK-100012');
    const row = link.closest('article') as HTMLElement;
    expect(within(row).getByText('No subject')).toBeInTheDocument();
    expect(within(row).getByText('Delivery')).toBeInTheDocument();
    expect(within(row).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row).getByText('Mar 10, 2025', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(api.calls).toEqual(['GET /support-tickets?page=1&per_page=10']);
  });

  it('pages through the URL', async () => {
    const api = listApi();
    const { user, url } = render(api);
    const pages = await screen.findByRole('navigation', { name: 'Pages of tickets' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(url()).toBe('/support-tickets?page=2');
    expect(await screen.findByRole('link', { name: 'TK-100001' })).toBeInTheDocument();
    expect(api.calls.at(-1)).toBe('GET /support-tickets?page=2&per_page=10');
  });

  it('says what to do when there is no ticket yet', async () => {
    render(
      listApi({
        'GET /support-tickets': () => ({
          message: 'Support tickets',
          data: { total: 0, running: 0, completed: 0, cancel: 0, support_tickets: [] },
        }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'You have no support tickets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open a ticket' })).toBeInTheDocument();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    const working = listApi();
    let calls = 0;
    const api = fakeTicketsApi({
      'GET /support-tickets': (url) => {
        calls += 1;
        return calls === 1 ? json(403, { message: 'Forbidden' }) : working.fetch(new Request(url));
      },
    });
    const { user } = render(api);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'TK-100012' })).toBeInTheDocument();
  });
});
