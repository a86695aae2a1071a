import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReturnProductPage from '../../../src/ui/pages/ReturnProductPage';
import { fakeApi, json, renderReturnsPage, returnableOrder, returnDetails } from './returns-harness';

const PATTERN = '/return-product/:id';

/** Order 7 to read; POST /return-order answers with `answers` in turn (a new return 21 once they run out). */
function returnApi(order = returnableOrder(), ...answers: Response[]) {
  return fakeApi({
    'GET /order-details': (url) =>
      url.searchParams.get('order_id') === String(order.id)
        ? { message: 'Order details', data: { order } }
        : json(404, { message: 'Order not found.' }),
    'POST /return-order': () =>
      answers.shift() ?? { message: 'Return request submitted', data: { return_order: returnDetails({ id: 21 }) } },
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const products = () => screen.getByRole('group', { name: 'Products to return' });

describe('ReturnProductPage', () => {
  it('offers the lines to return, a returned line shown but not choosable, and the address prefilled', async () => {
    const api = returnApi();
    renderReturnsPage(<ReturnProductPage />, { path: '/return-product/7', pattern: PATTERN, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Return Product' })).toBeInTheDocument();
    expect(await screen.findByText(/returns are accepted until/)).toHaveTextContent('ORD-1007');

    const group = products();
    expect(within(group).getByRole('checkbox', { name: /Desk Lamp/ })).toBeEnabled();
    expect(within(group).getByRole('checkbox', { name: /Desk Lamp/ })).toHaveAccessibleName(
      expect.stringContaining('Quantity: 2 · $25.00'),
    );
    expect(within(group).getByRole('checkbox', { name: /USB-C Cable/ })).toBeEnabled();
    const beanie = within(group).getByRole('checkbox', { name: /Wool Beanie/ });
    expect(beanie).toBeDisabled();
    expect(beanie).toHaveAccessibleName(expect.stringContaining('Already returned'));

    expect(field('Return address')).toHaveValue('4B, 12 Market Street, Downtown, 10001');
    expect(field('Bank name')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/order-history/7');
    expect(api.calls).toEqual(['GET /order-details?order_id=7']);
  });

  it('submitted empty, names each missing field under it, sends nothing and focuses the products', async () => {
    const api = returnApi();
    const { user } = renderReturnsPage(<ReturnProductPage />, { path: '/return-product/7', pattern: PATTERN, api });
    await screen.findByRole('group', { name: 'Products to return' });
    await user.clear(field('Return address'));
    await user.click(screen.getByRole('button', { name: 'Request Return' }));

    expect(within(products()).getByText('Choose at least one product to return.')).toBeInTheDocument();
    expect(field('Reason for the return')).toHaveAccessibleDescription(
      expect.stringContaining('The reason field is required.'),
    );
    expect(field('Bank account number')).toHaveAccessibleDescription(
      expect.stringContaining('The bank account number field is required.'),
    );
    expect(field('Return address')).toHaveAccessibleDescription(
      expect.stringContaining('The return address field is required.'),
    );
    expect(field('Bank name')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Desk Lamp/ })).toHaveFocus());
    expect(api.calls).toEqual(['GET /order-details?order_id=7']);

    // Choosing a line takes its error away.
    await user.click(screen.getByRole('checkbox', { name: /USB-C Cable/ }));
    expect(screen.queryByText('Choose at least one product to return.')).not.toBeInTheDocument();
  });

  it('sends the request, says so and opens the new return', async () => {
    const api = returnApi();
    const { user, url } = renderReturnsPage(<ReturnProductPage />, {
      path: '/return-product/7',
      pattern: PATTERN,
      api,
    });
    await user.click(await screen.findByRole('checkbox', { name: /Desk Lamp/ }));
    await user.type(field('Reason for the return'), 'The lamp flickers.');
    await user.type(field('Bank name'), 'First Demo Bank');
    await user.type(field('Bank account number'), '000123456789');
    await user.click(screen.getByRole('button', { name: 'Request Return' }));

    expect(await screen.findByText('Return request submitted')).toBeInTheDocument();
    await waitFor(() => expect(url()).toBe('/returned-order-history/21'));
    expect(api.bodies).toEqual([
      {
        order_id: 7,
        product_ids: [16],
        reason: 'The lamp flickers.',
        bank_name: 'First Demo Bank',
        bank_account_number: '000123456789',
        return_address: '4B, 12 Market Street, Downtown, 10001',
      },
    ]);
  });

  it("shows the server's field errors under the fields and keeps everything typed", async () => {
    const api = returnApi(
      returnableOrder(),
      json(422, {
        message: 'Desk Lamp has already been returned. (and 1 more error)',
        errors: {
          product_ids: ['Desk Lamp has already been returned.'],
          bank_account_number: ['The bank account number field format is invalid.'],
        },
      }),
    );
    const { user, url } = renderReturnsPage(<ReturnProductPage />, {
      path: '/return-product/7',
      pattern: PATTERN,
      api,
    });
    await user.click(await screen.findByRole('checkbox', { name: /Desk Lamp/ }));
    await user.type(field('Reason for the return'), 'Broken.');
    await user.type(field('Bank account number'), '12-34');
    await user.click(screen.getByRole('button', { name: 'Request Return' }));

    expect(await within(products()).findByText('Desk Lamp has already been returned.')).toBeInTheDocument();
    expect(field('Bank account number')).toHaveAccessibleDescription(
      expect.stringContaining('The bank account number field format is invalid.'),
    );
    expect(field('Bank account number')).toHaveValue('12-34');
    expect(field('Reason for the return')).toHaveValue('Broken.');
    expect(screen.getByRole('checkbox', { name: /Desk Lamp/ })).toBeChecked();
    expect(url()).toBe('/return-product/7');
  });

  it("shows the server's message when it names no field, keeps the form, and sends again", async () => {
    const api = returnApi(
      returnableOrder(),
      json(422, {
        message: 'The return window for this order has closed.',
        errors: { order_id: ['The return window for this order has closed.'] },
      }),
    );
    const { user, url } = renderReturnsPage(<ReturnProductPage />, {
      path: '/return-product/7',
      pattern: PATTERN,
      api,
    });
    await user.click(await screen.findByRole('checkbox', { name: /USB-C Cable/ }));
    await user.type(field('Reason for the return'), 'Too short.');
    await user.type(field('Bank account number'), '000123456789');
    await user.click(screen.getByRole('button', { name: 'Request Return' }));

    expect(await screen.findByText('The return window for this order has closed.')).toBeInTheDocument();
    expect(field('Reason for the return')).toHaveValue('Too short.');
    expect(screen.getByRole('checkbox', { name: /USB-C Cable/ })).toBeChecked();
    expect(url()).toBe('/return-product/7');

    await user.click(screen.getByRole('button', { name: 'Request Return' }));
    await waitFor(() => expect(url()).toBe('/returned-order-history/21'));
    expect(api.bodies).toHaveLength(2);
  });

  it('says why an order whose window closed cannot be returned, with the way back and no form', async () => {
    const closed = returnableOrder({ can_return: false, return_deadline: '2025-03-20T10:00:00Z' });
    renderReturnsPage(<ReturnProductPage />, { path: '/return-product/7', pattern: PATTERN, api: returnApi(closed) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Order ORD-1007 cannot be returned' })).toBeVisible();
    expect(screen.getByText(/The return window for this order closed on Mar 20, 2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute('href', '/order-history/7');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Products to return' })).not.toBeInTheDocument();
  });

  it('says an order that is not delivered cannot be returned yet', async () => {
    const onTheWay = returnableOrder({ order_status: 'On The Way', can_return: false, return_deadline: null });
    renderReturnsPage(<ReturnProductPage />, { path: '/return-product/7', pattern: PATTERN, api: returnApi(onTheWay) });
    expect(
      await screen.findByText('Only a delivered order can be returned. This order is On The Way.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Return' })).not.toBeInTheDocument();
  });

  it("says someone else's order (the server's 404) is not found, and an id that is no number without asking", async () => {
    const api = returnApi();
    const first = renderReturnsPage(<ReturnProductPage />, { path: '/return-product/11', pattern: PATTERN, api });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Products to return' })).not.toBeInTheDocument();
    first.unmount();

    renderReturnsPage(<ReturnProductPage />, { path: '/return-product/abc', pattern: PATTERN, api });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(api.calls).toEqual(['GET /order-details?order_id=11']);
  });
});
