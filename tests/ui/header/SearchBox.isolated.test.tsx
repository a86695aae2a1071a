import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../../src/ui/layout/header/SearchBox';
import { renderWithSuggestions, searchProps } from './search-suggestions-harness';

// The suggestions are a chunk of their own: here their module counts its imports and arrives when the test says.
const chunk = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { imports: 0, arrived, release: () => release() };
});

vi.mock('../../../src/ui/layout/header/SearchSuggestionsList', async (importOriginal) => {
  chunk.imports += 1;
  await chunk.arrived;
  return importOriginal();
});

const box = () => screen.getByRole('combobox', { name: 'Search products' });

describe('the search box loads its suggestions when first used', () => {
  it('a box without suggestions never loads them', async () => {
    const { user } = renderWithSuggestions(<SearchBox searchText="" onSearch={vi.fn()} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'lamp');
    expect(chunk.imports).toBe(0);
  });

  it('loads them on first focus; the box typed in meanwhile stays the same, and what was typed is suggested for', async () => {
    const { user, requests } = renderWithSuggestions(<SearchBox {...searchProps()} />);
    // Before the suggestions are in, the box is already the combobox it is, with its list closed.
    const input = box();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(chunk.imports).toBe(0);

    await user.click(input);
    await waitFor(() => expect(chunk.imports).toBe(1));
    await user.keyboard('hea{ArrowLeft}');
    expect(requests).toEqual([]);

    chunk.release();
    expect(await screen.findByRole('listbox', { name: 'Search suggestions' })).toBeInTheDocument();
    expect(requests.map((request) => request.search)).toEqual(['hea']);
    // The very element the shopper was typing in, with its focus and caret.
    expect(box()).toBe(input);
    expect(input).toHaveFocus();
    expect((input as HTMLInputElement).selectionStart).toBe(2);
    await user.keyboard('d');
    expect(input).toHaveValue('heda');
  });
});
