import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectAddresses } from '../../../src/machines/session/session.selectors';
import ManageAddressPage from '../../../src/ui/pages/ManageAddressPage';
import { renderAddressPage } from './address-pages';
import { homeAddress, officeAddress, type RenderAddressOptions } from './support';

function renderList(options: RenderAddressOptions = {}) {
  return renderAddressPage(<ManageAddressPage />, { path: '/manage-address', ...options });
}

/** The card of the address on this line. */
async function cardOf(line: string) {
  const list = await screen.findByRole('list', { name: 'Saved addresses' });
  const card = within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(line));
  if (!card) throw new Error(`no card for ${line}`);
  return card;
}

describe('ManageAddressPage', () => {
  it('lists each address with its type, the Default badge on the default only, and its actions', async () => {
    await renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Address' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Address' })).toHaveAttribute('href', '/manage-address/new');

    const home = await cardOf('12 Market Street');
    expect(within(home).getByText('Home')).toBeInTheDocument();
    expect(within(home).getByText('Default')).toBeInTheDocument();
    expect(within(home).getByRole('link', { name: 'Edit 12 Market Street' })).toHaveAttribute(
      'href',
      '/manage-address/7/edit',
    );
    expect(within(home).getByRole('button', { name: 'Delete 12 Market Street' })).toBeEnabled();
    expect(within(home).queryByRole('button', { name: /^Set as default/ })).not.toBeInTheDocument();

    const office = await cardOf('200 Harbor Avenue');
    expect(within(office).getByText('Office')).toBeInTheDocument();
    expect(within(office).queryByText('Default')).not.toBeInTheDocument();
    expect(within(office).getByRole('button', { name: 'Set as default 200 Harbor Avenue' })).toBeEnabled();
    // The default comes first.
    expect(screen.getAllByRole('listitem')[0]).toBe(home);
  });

  it('says to add an address when there is none', async () => {
    await renderList({ addresses: [] });
    expect(await screen.findByRole('heading', { level: 2, name: 'You have no saved addresses' })).toBeInTheDocument();
    expect(screen.getByText(/Add an address with Add New Address/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Saved addresses' })).not.toBeInTheDocument();
  });

  it('asks before deleting: Cancel keeps the address and sends nothing', async () => {
    const { user, book } = await renderList();
    await user.click(within(await cardOf('200 Harbor Avenue')).getByRole('button', { name: /^Delete/ }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(dialog).toHaveAccessibleDescription(
      'The address 200 Harbor Avenue will be removed from your saved addresses.',
    );
    // A destructive confirmation starts on Cancel.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(book.writes).toEqual([]);
    expect(await cardOf('200 Harbor Avenue')).toBeInTheDocument();
  });

  it('deletes after confirming: the toast says so, the list and the session reload without it', async () => {
    const { user, book, session } = await renderList();
    await user.click(within(await cardOf('200 Harbor Avenue')).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Address deleted successfully')).toBeInTheDocument();
    expect(book.writes).toEqual([{ path: '/api/address/8/delete', body: {} }]);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('200 Harbor Avenue')).not.toBeInTheDocument();
    await waitFor(() => expect(selectAddresses(session.getSnapshot()).map((address) => address.id)).toEqual([7]));
  });

  it('reads on from the heading when the list is back before the confirmation has finished closing', async () => {
    // jsdom plays no animations; a browser fades the confirmation out, and the list may reload meanwhile.
    let endFade: () => void = () => undefined;
    const fade = { playState: 'running', finished: new Promise<void>((resolve) => (endFade = resolve)) };
    let isFading = false;
    const ownAnimations = Object.getOwnPropertyDescriptor(Element.prototype, 'getAnimations');
    Object.defineProperty(Element.prototype, 'getAnimations', {
      configurable: true,
      value: () => (isFading ? [fade] : []),
    });
    try {
      const { user } = await renderList();
      await user.click(within(await cardOf('200 Harbor Avenue')).getByRole('button', { name: /^Delete/ }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
      isFading = true;
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByText('200 Harbor Avenue')).not.toBeInTheDocument());
      expect(dialog).toContainElement(document.activeElement as HTMLElement);

      endFade();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Manage Address' })).toHaveFocus());
    } finally {
      isFading = false;
      if (ownAnimations) Object.defineProperty(Element.prototype, 'getAnimations', ownAnimations);
      else delete (Element.prototype as Partial<Element>).getAnimations;
    }
  });

  it('warns that deleting the default hands the default to another address', async () => {
    const { user } = await renderList();
    await user.click(within(await cardOf('12 Market Street')).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('It is your default address: your newest other address becomes the default.');
  });

  it('sets another address as the default with all its fields, and the badge moves to it', async () => {
    const { user, book, session } = await renderList();
    await user.click(within(await cardOf('200 Harbor Avenue')).getByRole('button', { name: /^Set as default/ }));

    expect(await screen.findByText('Address updated successfully')).toBeInTheDocument();
    expect(book.writes).toEqual([
      {
        path: '/api/address/8/update',
        body: {
          name: 'Sam Office',
          phone: '5550100002',
          address_line: '200 Harbor Avenue',
          address_line2: 'Suite 310',
          area: 'Harborside',
          flat_no: null,
          post_code: '10004',
          address_type: 'office',
          is_default: true,
          latitude: null,
          longitude: null,
        },
      },
    ]);
    await waitFor(async () => expect(within(await cardOf('200 Harbor Avenue')).getByText('Default')).toBeVisible());
    expect(within(await cardOf('12 Market Street')).queryByText('Default')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('200 Harbor Avenue');
    await waitFor(() =>
      expect(selectAddresses(session.getSnapshot()).find((address) => address.is_default)?.id).toBe(8),
    );
  });

  it("shows a refused deletion's server message on the address, and Try again deletes it", async () => {
    const { user, book } = await renderList({ addresses: [homeAddress, officeAddress] });
    book.answerNext(500, { message: 'The address book is being updated. Try again in a minute.' });
    await user.click(within(await cardOf('200 Harbor Avenue')).getByRole('button', { name: /^Delete/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    const alert = await within(await cardOf('200 Harbor Avenue')).findByRole('alert');
    expect(alert).toHaveTextContent(
      'The address could not be deleted: The address book is being updated. Try again in a minute.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Address deleted successfully')).toBeInTheDocument();
    expect(book.writes.map((write) => write.path)).toEqual(['/api/address/8/delete', '/api/address/8/delete']);
    await waitFor(() => expect(screen.queryByText('200 Harbor Avenue')).not.toBeInTheDocument());
  });
});
