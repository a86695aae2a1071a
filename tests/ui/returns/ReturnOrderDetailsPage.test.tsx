import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReturnOrderDetailsPage from '../../../src/ui/pages/ReturnOrderDetailsPage';
import { fakeApi, json, renderReturnsPage, returnDetails } from './returns-harness';

const PATTERN = '/returned-order-history/:id';

function detailsApi(request = returnDetails()) {
  return fakeApi({
    [`GET /return-order-details/${request.id}`]: () => ({
      message: 'Return order details',
      data: { return_order: request },
    }),
  });
}

/** The value next to a term of a description list. */
function definitionOf(term: HTMLElement): string {
  return (term.nextElementSibling as HTMLElement | null)?.textContent ?? '';
}

describe('ReturnOrderDetailsPage', () => {
  it('shows the return: code, order, dates, status, products, reason, refund and return address', async () => {
    const api = detailsApi();
    renderReturnsPage(<ReturnOrderDetailsPage />, { path: '/returned-order-history/15', pattern: PATTERN, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Return Order Details' })).toBeInTheDocument();
    expect(definitionOf(await screen.findByText('Return code'))).toBe('RET-0015');
    expect(screen.getByRole('link', { name: 'ORD-1007' })).toHaveAttribute('href', '/order-history/7');
    expect(definitionOf(screen.getByText('Requested on'))).toContain('Mar 15, 2025');
    expect(definitionOf(screen.getByText('Order placed on'))).toContain('Mar 1, 2025');
    expect(definitionOf(screen.getByText('Return status'))).toBe('Approved');

    const products = screen.getByRole('region', { name: 'Returned products' });
    const lamp = within(products).getByRole('link', { name: 'Desk Lamp' }).closest('li') as HTMLElement;
    expect(definitionOf(within(lamp).getByText('Quantity'))).toBe('2');
    expect(definitionOf(within(lamp).getByText('Total'))).toBe('$25.00');
    expect(within(lamp).getByText('$12.50')).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Reason' })).toHaveTextContent('The lamp flickers.');
    const refund = screen.getByRole('region', { name: 'Refund' });
    expect(definitionOf(within(refund).getByText('Refund amount'))).toBe('$25.00');
    expect(definitionOf(within(refund).getByText('Bank name'))).toBe('First Demo Bank');
    expect(definitionOf(within(refund).getByText('Bank account number'))).toBe('000123456789');
    expect(screen.getByRole('region', { name: 'Return address' })).toHaveTextContent(
      '4B, 12 Market Street, Downtown, 10001',
    );
    expect(screen.getByRole('link', { name: 'Back to Return Orders' })).toHaveAttribute(
      'href',
      '/returned-order-history',
    );
    expect(api.calls).toEqual(['GET /return-order-details/15']);
  });

  it('says when no bank name was given', async () => {
    renderReturnsPage(<ReturnOrderDetailsPage />, {
      path: '/returned-order-history/15',
      pattern: PATTERN,
      api: detailsApi(returnDetails({ bank_name: null })),
    });
    const refund = await screen.findByRole('region', { name: 'Refund' });
    expect(definitionOf(within(refund).getByText('Bank name'))).toBe('Not given');
  });

  it("says a return is not found (someone else's, say) and shows nothing of it", async () => {
    const api = fakeApi({ 'GET /return-order-details/99': () => json(404, { message: 'Return request not found.' }) });
    renderReturnsPage(<ReturnOrderDetailsPage />, { path: '/returned-order-history/99', pattern: PATTERN, api });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Return not found' })).toBeInTheDocument();
    expect(screen.queryByText('Return code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says an address that names no return is not found, without asking the server', async () => {
    const api = detailsApi();
    renderReturnsPage(<ReturnOrderDetailsPage />, { path: '/returned-order-history/0', pattern: PATTERN, api });
    expect(await screen.findByRole('heading', { name: 'Return not found' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows grey blocks while loading, then Try again when the return could not be loaded', async () => {
    let release: (answer: Response) => void = () => undefined;
    let answer: Promise<unknown> = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const api = fakeApi({ 'GET /return-order-details/15': () => answer });
    const { user } = renderReturnsPage(<ReturnOrderDetailsPage />, {
      path: '/returned-order-history/15',
      pattern: PATTERN,
      api,
    });
    expect(await screen.findByText('Loading the return')).toBeInTheDocument();
    release(json(403, { message: 'This action is unauthorized.' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong while loading this.');

    answer = Promise.resolve({ message: 'Return order details', data: { return_order: returnDetails() } });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('RET-0015')).toBeInTheDocument();
  });
});
