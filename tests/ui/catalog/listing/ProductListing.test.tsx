import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductListing } from '../../../../src/ui/catalog/listing/ProductListing';
import { badRequest, categories, fakeLoaders, productPage, renderAt } from './support';

function renderListing(path: string, loaders = fakeLoaders(), scope = {}) {
  const view = renderAt(
    path,
    <ProductListing heading="Products" loaders={loaders} categories={categories} scope={scope} />,
  );
  return { ...view, loaders };
}

const filtersPanel = () => within(screen.getByRole('region', { name: 'Filters' }));
const lastQuery = (loaders: ReturnType<typeof fakeLoaders>) => loaders.products.mock.lastCall?.[0];

describe('ProductListing', () => {
  it('shows the heading, the count and the first page of products, the first image eager', async () => {
    const { loaders } = renderListing('/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(await screen.findByText('25 products')).toBeInTheDocument();
    const names = screen.getAllByRole('heading', { level: 2, name: /^Product \d+$/ });
    expect(names).toHaveLength(10);
    const images = screen.getAllByRole('listitem').flatMap((item) => Array.from(item.querySelectorAll('img')));
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(lastQuery(loaders)).toEqual({ page: 1, per_page: 10, sort_type: 'newest' });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('says "1 product" for a single one', async () => {
    renderListing('/products', fakeLoaders({ products: async () => productPage(1) }));
    expect(await screen.findByText('1 product')).toBeInTheDocument();
  });

  it('shows card placeholders while the first page loads', async () => {
    renderListing('/products', fakeLoaders({ products: () => new Promise(() => {}) }));
    expect(await screen.findByText('Loading products')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /^Product/ })).not.toBeInTheDocument();
  });

  it('starts from the state in the URL', async () => {
    const { loaders } = renderListing('/products?sort=top_rated&page=2&brand=5&rating=3');
    await screen.findByText('25 products');
    expect(lastQuery(loaders)).toEqual({ page: 2, per_page: 10, sort_type: 'top_rated', brand_id: 5, rating: 3 });
    expect(screen.getByRole('button', { name: /Sort by$/ })).toHaveTextContent('Top rated');
    expect(filtersPanel().getByRole('button', { name: /Brand$/ })).toHaveTextContent('Voltwave');
    expect(filtersPanel().getByRole('radio', { name: '3 stars & up' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes a new order to the URL and goes back to page 1', async () => {
    const { user, url, loaders } = renderListing('/products?page=3');
    await screen.findByText('25 products');
    await user.click(screen.getByRole('button', { name: /Sort by$/ }));
    await user.click(screen.getByRole('option', { name: 'Price: low to high' }));
    expect(url()).toBe('/products?sort=price_low_to_high');
    await waitFor(() => expect(lastQuery(loaders)).toMatchObject({ page: 1, sort_type: 'price_low_to_high' }));
  });

  it('turns pages through the URL', async () => {
    const { user, url, loaders } = renderListing('/products?search=mug');
    await screen.findByText('25 products');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(url()).toBe('/products?search=mug&page=2');
    await waitFor(() => expect(lastQuery(loaders)).toMatchObject({ page: 2, search: 'mug' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(url()).toBe('/products?search=mug&page=3');
  });

  it('filters by category, then subcategory, back on page 1', async () => {
    const { user, url, loaders } = renderListing('/products?page=2');
    await screen.findByText('25 products');
    expect(filtersPanel().queryByRole('button', { name: /Subcategory$/ })).not.toBeInTheDocument();

    await user.click(filtersPanel().getByRole('button', { name: /Category$/ }));
    await user.click(screen.getByRole('option', { name: 'Electronics' }));
    expect(url()).toBe('/products?category=3');
    expect(loaders.subCategories).toHaveBeenLastCalledWith(3, expect.any(AbortSignal));

    await user.click(await filtersPanel().findByRole('button', { name: /Subcategory$/ }));
    await user.click(screen.getByRole('option', { name: 'Headphones' }));
    expect(url()).toBe('/products?category=3&subcategory=7');
    await waitFor(() => expect(lastQuery(loaders)).toMatchObject({ category_id: 3, sub_category_id: 7, page: 1 }));
  });

  it('filters by shop and rating', async () => {
    const { user, url } = renderListing('/products');
    await screen.findByText('25 products');
    await user.click(filtersPanel().getByRole('button', { name: /Shop$/ }));
    await user.click(screen.getByRole('option', { name: 'Volt Electronics' }));
    expect(url()).toBe('/products?shop=3');
    await user.click(filtersPanel().getByRole('radio', { name: '4 stars & up' }));
    expect(url()).toBe('/products?shop=3&rating=4');
    await user.click(filtersPanel().getByRole('radio', { name: 'Any rating' }));
    expect(url()).toBe('/products?shop=3');
  });

  it('applies a price range typed in the shown currency, and says when it is the wrong way round', async () => {
    const { user, url } = renderListing('/products?page=4');
    await screen.findByText('25 products');
    expect(filtersPanel().getByText('Prices here run from $5.00 to $250.00.')).toBeInTheDocument();
    const lowest = filtersPanel().getByRole('textbox', { name: 'Lowest ($)' });
    const highest = filtersPanel().getByRole('textbox', { name: 'Highest ($)' });
    await user.type(lowest, '50');
    await user.type(highest, '20');
    await user.click(filtersPanel().getByRole('button', { name: 'Apply price' }));
    expect(highest).toHaveAccessibleDescription('The highest price cannot be below the lowest.');
    expect(url()).toBe('/products?page=4');

    await user.clear(highest);
    await user.type(highest, '80.5{Enter}');
    expect(url()).toBe('/products?min_price=50&max_price=80.5');
  });

  it('opens the filters in a drawer, where a choice applies at once', async () => {
    const { user, url } = renderListing('/products');
    await screen.findByText('25 products');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('button', { name: /Color$/ }));
    await user.click(screen.getByRole('option', { name: 'Black' }));
    expect(url()).toBe('/products?color=2');
    await user.click(within(drawer).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters 1 chosen' })).toBeInTheDocument();
  });

  it('has a fixed order where the page sets one, and no sort choice', async () => {
    const { loaders } = renderListing('/most-popular?sort=newest', fakeLoaders(), { sort: 'most_popular' });
    await screen.findByText('25 products');
    expect(lastQuery(loaders)).toMatchObject({ sort_type: 'most_popular' });
    expect(screen.queryByRole('button', { name: /Sort by$/ })).not.toBeInTheDocument();
  });
});

describe('ProductListing with nothing to show', () => {
  const nothing = fakeLoaders({ products: async () => ({ ...productPage(0), total: 0, products: [] }) });

  it('offers to clear the filters, keeping the search', async () => {
    const { user, url } = renderListing('/products?search=mug&rating=5&brand=5', nothing);
    expect(await screen.findByRole('heading', { name: 'No products match these filters' })).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
    const results = screen.getByRole('heading', { name: 'No products match these filters' }).parentElement;
    await user.click(within(results as HTMLElement).getByRole('button', { name: 'Clear filters' }));
    expect(url()).toBe('/products?search=mug');
  });

  it('offers to clear a search that found nothing', async () => {
    const { user, url } = renderListing('/products?search=zzz', nothing);
    expect(await screen.findByRole('heading', { name: 'No products found for “zzz”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(url()).toBe('/products');
  });

  it('offers the first page when the page asked for is past the end', async () => {
    const past = fakeLoaders({ products: async () => ({ ...productPage(12), products: [] }) });
    const { user, url } = renderListing('/products?page=9', past);
    expect(await screen.findByRole('heading', { name: 'There is nothing on page 9' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(url()).toBe('/products');
  });
});

describe('ProductListing when loading fails', () => {
  it('says so and loads again on Try again', async () => {
    const loaders = fakeLoaders();
    loaders.products.mockRejectedValueOnce(badRequest());
    const { user } = renderListing('/products', loaders);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong while loading this. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('25 products')).toBeInTheDocument();
    expect(loaders.products).toHaveBeenCalledTimes(2);
  });
});
