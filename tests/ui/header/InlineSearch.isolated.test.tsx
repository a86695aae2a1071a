import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlineSearch, searchBoxCode } from '../../../src/ui/layout/header/InlineSearch';
import { renderWithI18n } from '../kit/renderWithI18n';

/** A screen as wide as `wide` says, for the navbar's one query. */
function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: wide,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

const searchbox = () => within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search products' });

// The module keeps the search box's code once fetched, so these run in the order of a visit: the stand-in first.
describe('the navbar search box', () => {
  it('is not built where the navbar cannot show it', () => {
    screenWidth(false);
    renderWithI18n(<InlineSearch searchText="" onSearch={vi.fn()} />);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(searchBoxCode.current).toBeNull();
  });

  it('searches before its code is here, and keeps what was typed and the focus while the shopper types', async () => {
    screenWidth(true);
    const onSearch = vi.fn();
    const { user } = renderWithI18n(<InlineSearch searchText="tea" onSearch={onSearch} onOpenSuggestion={vi.fn()} />);
    const standIn = searchbox();
    await user.clear(standIn);
    await user.type(standIn, 'green ');
    await act(() => searchBoxCode.load());
    // Still the same field while it has the focus.
    expect(searchbox()).toBe(standIn);
    await user.type(standIn, 'tea{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('green tea');

    // Once the focus has left it, the box that suggests takes its place, with the text.
    await user.tab();
    expect(within(screen.getByRole('search')).getByRole('combobox', { name: 'Search products' })).toHaveValue(
      'green tea',
    );
  });

  it('is the search box itself once its code is here', async () => {
    screenWidth(true);
    const onSearch = vi.fn();
    const { user } = renderWithI18n(<InlineSearch searchText="" onSearch={onSearch} onOpenSuggestion={vi.fn()} />);
    await user.type(within(screen.getByRole('search')).getByRole('combobox', { name: 'Search products' }), 'bread');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('bread');
  });
});
