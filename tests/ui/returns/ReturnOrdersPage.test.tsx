import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../src/ui/common/page-query';
import ReturnOrdersPage from '../../../src/ui/pages/ReturnOrdersPage';
import { aReturn, fakeApi, json, renderReturnsPage } from './returns-harness';

const PATTERN = '/returned-order-history';
const STATUSES = ['Pending', 'Approved', 'Rejected', 'Refunded'] as const;

/** 13 returns (page 1 holds 10, page 2 holds 3), the statuses taking turns. */
function returnsApi() {
  return fakeApi({
    'GET /return-orders': (url) => {
      const ids = url.searchParams.get('page') === '2' ? [3, 2, 1] : [13, 12, 11, 10, 9, 8, 7, 6, 5, 4];
      const returnOrders = ids.map((id) => aReturn(id, { status: STATUSES[id % 4], amount: id * 2.5 }));
      return { message: 'Return orders', data: { total: 13, return_orders: returnOrders } };
    },
  });
}

describe('pageOf', () => {
  it('reads a positive whole page, else 1', () => {
    expect(pageOf('page=3')).toBe(3);
    expect(pageOf('page=0')).toBe(1);
    expect(pageOf('page=2.5')).toBe(1);
    expect(pageOf('')).toBe(1);
  });
});

describe('ReturnOrdersPage', () => {
  it('lists the returns with their code, order, date, amount and status', async () => {
    const api = returnsApi();
    renderReturnsPage(<ReturnOrdersPage />, { path: PATTERN, pattern: PATTERN, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Return Orders' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'RET-0013' });
    expect(link).toHaveAttribute('href', '/returned-order-history/13');
    const row = link.closest('article') as HTMLElement;
    expect(within(row).getByText('ORD-1007')).toBeInTheDocument();
    expect(within(row).getByText('$32.50')).toBeInTheDocument();
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).getByText('Mar 15, 2025', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('13 returns');
    expect(api.calls).toEqual(['GET /return-orders?page=1&per_page=10']);
  });

  it('shows each status as its own word', async () => {
    renderReturnsPage(<ReturnOrdersPage />, { path: PATTERN, pattern: PATTERN, api: returnsApi() });
    await screen.findByRole('link', { name: 'RET-0013' });
    const statusOf = (code: string) =>
      within(screen.getByRole('link', { name: code }).closest('article') as HTMLElement).getByText(
        /^(Pending|Approved|Rejected|Refunded)$/,
      );
    expect(statusOf('RET-0012')).toHaveTextContent('Pending');
    expect(statusOf('RET-0013')).toHaveTextContent('Approved');
    expect(statusOf('RET-0010')).toHaveTextContent('Rejected');
    expect(statusOf('RET-0011')).toHaveTextContent('Refunded');
  });

  it('pages through the URL, and reads on from the heading', async () => {
    const api = returnsApi();
    const { user, url } = renderReturnsPage(<ReturnOrdersPage />, { path: PATTERN, pattern: PATTERN, api });
    const pages = await screen.findByRole('navigation', { name: 'Pages of returns' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(url()).toBe('/returned-order-history?page=2');
    expect(await screen.findByRole('link', { name: 'RET-0003' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Return Orders' })).toHaveFocus();
    expect(api.calls).toContain('GET /return-orders?page=2&per_page=10');

    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(url()).toBe('/returned-order-history');
  });

  it('opens at the page the URL names', async () => {
    const api = returnsApi();
    renderReturnsPage(<ReturnOrdersPage />, { path: `${PATTERN}?page=2`, pattern: PATTERN, api });
    expect(await screen.findByRole('link', { name: 'RET-0001' })).toBeInTheDocument();
    expect(api.calls).toEqual(['GET /return-orders?page=2&per_page=10']);
  });

  it('with no returns, says how to ask for one and leads to the order history', async () => {
    const api = fakeApi({
      'GET /return-orders': () => ({ message: 'Return orders', data: { total: 0, return_orders: [] } }),
    });
    renderReturnsPage(<ReturnOrdersPage />, { path: PATTERN, pattern: PATTERN, api });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'You have not requested any returns' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/open a delivered order in your order history/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Order History' })).toHaveAttribute('href', '/order-history');
    expect(screen.queryByRole('navigation', { name: 'Pages of returns' })).not.toBeInTheDocument();
  });

  it('past the last page, leads back to the first', async () => {
    const api = fakeApi({
      'GET /return-orders': () => ({ message: 'Return orders', data: { total: 3, return_orders: [] } }),
    });
    renderReturnsPage(<ReturnOrdersPage />, { path: `${PATTERN}?page=4`, pattern: PATTERN, api });
    expect(await screen.findByRole('heading', { level: 2, name: 'No returns on this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', PATTERN);
  });

  it('shows grey rows while loading, then Try again when the list could not be loaded', async () => {
    let release: (answer: Response) => void = () => undefined;
    let answer: Promise<unknown> = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const api = fakeApi({ 'GET /return-orders': () => answer });
    const { user } = renderReturnsPage(<ReturnOrdersPage />, { path: PATTERN, pattern: PATTERN, api });
    expect(await screen.findByText('Loading returns')).toBeInTheDocument();
    release(json(422, { message: 'The per page field must be at least 1.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while loading this.');

    answer = Promise.resolve({ message: 'Return orders', data: { total: 1, return_orders: [aReturn(1)] } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'RET-0001' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
