import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Breadcrumbs } from '../../../src/ui/kit/Breadcrumbs';
import { renderWithI18n } from './renderWithI18n';

describe('Breadcrumbs', () => {
  it('lists the way to the page: ancestors as links, the page itself current and not a link', async () => {
    const location = memoryLocation({ path: '/products/1/details', record: true });
    const { user } = renderWithI18n(
      <Router hook={location.hook}>
        <Breadcrumbs
          crumbs={[{ label: 'Groceries', href: '/categories/groceries' }, { label: 'Organic Honey 500 g' }]}
        />
      </Router>,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const items = within(trail).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Groceries', 'Organic Honey 500 g']);
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/categories/groceries']);
    expect(within(trail).getByText('Organic Honey 500 g').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(trail).getByRole('link', { name: 'Groceries' }));
    expect(location.history.at(-1)).toBe('/categories/groceries');
  });

  it('keeps its line, empty, while the crumbs load', () => {
    renderWithI18n(<Breadcrumbs crumbs={null} />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toBeEmptyDOMElement();
  });
});
