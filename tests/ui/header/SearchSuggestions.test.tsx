import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MobileSearchDialog } from '../../../src/ui/layout/header/MobileSearchDialog';
import { SearchBox } from '../../../src/ui/layout/header/SearchBox';
import { HEA, json, okAnswer, renderWithSuggestions, searchProps } from './search-suggestions-harness';

const box = () => screen.getByRole('combobox', { name: 'Search products' });
const suggestions = () => screen.findByRole('listbox');

describe('search suggestions in the search box', () => {
  it('after two characters and a pause, lists the suggestions in sections, products with their pictures', async () => {
    const props = searchProps();
    const { user, requests } = renderWithSuggestions(<SearchBox {...props} />);
    await user.type(box(), 'hea');

    const list = await suggestions();
    // One call for the text as it stood when typing paused, without the token.
    expect(requests.map((request) => request.search)).toEqual(['hea']);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(box()).toHaveAttribute('aria-expanded', 'true');

    const products = within(list).getByRole('group', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wireless Noise-Cancelling Headphones', 'Studio Over-Ear Headphones']);
    const picture = within(products).getAllByRole('option')[0]?.querySelector('img');
    expect(picture).toHaveAttribute('src', '/media/products/31-1.svg');
    expect(picture).toHaveAttribute('alt', '');
    const categories = within(list).getByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('option', { name: 'Beauty & Health' })).toBeInTheDocument();
    const shops = within(list).getByRole('group', { name: 'Shops' });
    expect(within(shops).getByRole('option', { name: 'Heather Home' })).toBeInTheDocument();
  });

  it('announces the count through a live region that was on the page before it spoke', async () => {
    const { user } = renderWithSuggestions(<SearchBox {...searchProps()} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    await user.type(box(), 'hea');
    await waitFor(() => expect(status).toHaveTextContent('4 suggestions'));
    expect(status).toBeInTheDocument();
  });

  it('says when nothing matches, and lists nothing', async () => {
    const { user } = renderWithSuggestions(<SearchBox {...searchProps()} />, () =>
      json(200, okAnswer({ products: [], categories: [], shops: [] })),
    );
    await user.type(box(), 'qwxz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No suggestions'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks nothing for a single character', async () => {
    const { user, requests } = renderWithSuggestions(<SearchBox {...searchProps()} />);
    await user.type(box(), 'h');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(requests).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the highlighted suggestion with the arrows and Enter', async () => {
    const props = searchProps();
    const { user } = renderWithSuggestions(<SearchBox {...props} />);
    await user.type(box(), 'hea');
    await suggestions();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Studio Over-Ear Headphones' });
    expect(box()).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(props.onOpenSuggestion).toHaveBeenCalledExactlyOnceWith('/products/34/details');
    expect(props.onSearch).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens a category by its slug and a shop by its id', async () => {
    const props = searchProps();
    const { user } = renderWithSuggestions(<SearchBox {...props} />);
    await user.type(box(), 'hea');
    await user.click(within(await suggestions()).getByRole('option', { name: 'Beauty & Health' }));
    expect(props.onOpenSuggestion).toHaveBeenLastCalledWith('/categories/beauty-health');

    await user.type(box(), 'r');
    await user.click(within(await suggestions()).getByRole('option', { name: 'Heather Home' }));
    expect(props.onOpenSuggestion).toHaveBeenLastCalledWith('/shops/9');
  });

  it('searches as before with Enter when no suggestion is highlighted, list open or not', async () => {
    const props = searchProps();
    const { user } = renderWithSuggestions(<SearchBox {...props} />);
    await user.type(box(), 'hea');
    await suggestions();
    await user.keyboard('{Enter}');
    expect(props.onSearch).toHaveBeenCalledExactlyOnceWith('hea');
    expect(props.onOpenSuggestion).not.toHaveBeenCalled();

    await user.keyboard(' {Enter}');
    expect(props.onSearch).toHaveBeenCalledTimes(2);
    expect(props.onSearch).toHaveBeenLastCalledWith('hea');
  });

  it('suggests nothing more once the text is searched for', async () => {
    const props = searchProps();
    const { user, requests } = renderWithSuggestions(<SearchBox {...props} />);
    await user.type(box(), 'hea{Enter}');
    expect(props.onSearch).toHaveBeenCalledExactlyOnceWith('hea');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(requests).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes the list with Escape, keeping the text', async () => {
    const { user } = renderWithSuggestions(<SearchBox {...searchProps()} />);
    await user.type(box(), 'hea');
    await suggestions();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('hea');
    expect(box()).toHaveFocus();
    // The arrows bring it back.
    await user.keyboard('{ArrowDown}');
    expect(await suggestions()).toBeInTheDocument();
  });

  it('drops the call under way when the text changes: its request is aborted', async () => {
    const pending: ((response: Response) => void)[] = [];
    const { user, requests } = renderWithSuggestions(
      <SearchBox {...searchProps()} />,
      () => new Promise<Response>((resolve) => pending.push(resolve)),
    );
    await user.type(box(), 'hea');
    await waitFor(() => expect(requests).toHaveLength(1));
    await user.type(box(), 'd');
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests.map((request) => request.search)).toEqual(['hea', 'head']);

    act(() => pending[1]?.(json(200, okAnswer({ ...HEA, categories: [], shops: [] }))));
    const list = await suggestions();
    expect(within(list).getAllByRole('option')).toHaveLength(2);
  });

  it('shows no suggestions when the call fails, and still searches', async () => {
    const props = searchProps();
    const { user, requests } = renderWithSuggestions(<SearchBox {...props} />, () =>
      json(500, { message: 'Server Error' }),
    );
    await user.type(box(), 'hea');
    await waitFor(() => expect(requests).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    await user.keyboard('{Enter}');
    expect(props.onSearch).toHaveBeenCalledExactlyOnceWith('hea');
  });

  it('clears the list when the text gets shorter than two characters', async () => {
    const { user } = renderWithSuggestions(<SearchBox {...searchProps()} />);
    await user.type(box(), 'hea');
    await suggestions();
    await user.keyboard('{Backspace}{Backspace}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });
});

describe('search suggestions in the phone search dialog', () => {
  it('focuses the search box as the dialog opens, and opening a suggestion closes the dialog', async () => {
    const props = searchProps();
    const { user } = renderWithSuggestions(<MobileSearchDialog {...props} />);
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    // The first press fetches the dialog's code, then opens it.
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Search products' })).toHaveFocus());

    await user.keyboard('hea');
    await user.click(within(await suggestions()).getByRole('option', { name: 'Heather Home' }));
    expect(props.onOpenSuggestion).toHaveBeenCalledExactlyOnceWith('/shops/9');
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('Escape closes the list first and the dialog after', async () => {
    const { user } = renderWithSuggestions(<MobileSearchDialog {...searchProps()} />);
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await waitFor(() => expect(box()).toHaveFocus());
    await user.keyboard('hea');
    await suggestions();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(box()).toHaveValue('hea');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument());
  });
});
