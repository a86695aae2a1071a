import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../../src/ui/layout/header/SearchBox';
import { renderWithSuggestions, searchProps } from './search-suggestions-harness';

// The suggestions' code arrives when the test says, after the shopper has already searched.
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

describe('a search made before the suggestions code arrives', () => {
  it('searches at once, and the suggestions that arrive after have nothing to suggest for the searched text', async () => {
    const props = searchProps();
    const { user, requests } = renderWithSuggestions(<SearchBox {...props} />);
    await user.type(box(), 'hea{Enter}');
    expect(props.onSearch).toHaveBeenCalledExactlyOnceWith('hea');

    chunk.release();
    await waitFor(() => expect(screen.getByRole('listbox', { hidden: true })).toBeInTheDocument());
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(requests).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // Typing on asks again.
    await user.keyboard('d');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(requests.map((request) => request.search)).toEqual(['head']);
  });
});
