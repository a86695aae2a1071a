import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findCategory, subcategoryListingHref } from '../../../../src/ui/catalog/listing/category-links';
import { SubcategoryLinks } from '../../../../src/ui/catalog/listing/SubcategoryLinks';
import { categories, renderAt } from './support';

const electronics = categories[0] as (typeof categories)[number];

describe('finding the category of /categories/{slug}', () => {
  it('finds it by slug or by id, as the header links it', () => {
    expect(findCategory(categories, 'electronics')?.id).toBe(3);
    expect(findCategory(categories, '3')?.slug).toBe('electronics');
    expect(findCategory(categories, 'Home')).toBeUndefined();
    expect(findCategory(categories, '%E0%A4%A')).toBeUndefined();
  });

  it('links a subcategory within its category', () => {
    expect(subcategoryListingHref(electronics, 7)).toBe('/categories/electronics?subcategory=7');
  });
});

describe('SubcategoryLinks', () => {
  it('links every subcategory and marks the one shown', async () => {
    renderAt('/categories/electronics?subcategory=7', <SubcategoryLinks category={electronics} />);
    const nav = await screen.findByRole('navigation', { name: 'Subcategories of Electronics' });
    expect(nav).toBeInTheDocument();
    const all = screen.getByRole('link', { name: 'All Electronics' });
    expect(all).toHaveAttribute('href', '/categories/electronics');
    expect(all).not.toHaveAttribute('aria-current');
    const headphones = screen.getByRole('link', { name: 'Headphones' });
    expect(headphones).toHaveAttribute('href', '/categories/electronics?subcategory=7');
    expect(headphones).toHaveAttribute('aria-current', 'page');
  });

  it('follows a subcategory link in the app', async () => {
    const { user, url } = renderAt('/categories/electronics', <SubcategoryLinks category={electronics} />);
    expect(await screen.findByRole('link', { name: 'All Electronics' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Phones' }));
    expect(url()).toBe('/categories/electronics?subcategory=8');
    expect(screen.getByRole('link', { name: 'Phones' })).toHaveAttribute('aria-current', 'page');
  });
});
