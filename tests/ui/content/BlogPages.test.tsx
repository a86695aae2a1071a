import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BlogPage from '../../../src/ui/pages/BlogPage';
import BlogsPage from '../../../src/ui/pages/BlogsPage';
import { blogCard, blogDetails } from './blog-fakes';
import { cleanUpPage, json, renderPage } from './support';

afterEach(() => {
  cleanUpPage();
  vi.useRealTimers();
});

/** A blog of `total` posts, served ten to a page as the contract pages them. */
const blogOf = (total: number) => (url: URL) => {
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('per_page') ?? 10);
  const ids = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * perPage, page * perPage);
  return json(200, { message: 'Blogs', data: { total, blogs: ids.map((id) => blogCard(id)) } });
};

describe('/blogs', () => {
  it('lists the posts with picture, title link, date and summary; the first picture loads first', async () => {
    renderPage(BlogsPage, { route: '/blogs', path: '/blogs', server: blogOf(3) });
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(screen.getByText('Loading posts')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Post number 1' });
    expect(link).toHaveAttribute('href', '/blog/post-1');
    expect(screen.getByRole('heading', { level: 2, name: 'Post number 2' })).toBeInTheDocument();
    expect(screen.getByText('Summary of post 3.')).toBeInTheDocument();
    const dates = screen.getAllByText('Nov 20, 2026');
    expect(dates[0]).toHaveAttribute('datetime', '2026-11-20T15:11:06.001Z');
    const [first, second] = document.querySelectorAll('img');
    expect(first).toHaveAttribute('width', '800');
    expect(first).toHaveAttribute('height', '450');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });

  it('pages through the posts ten at a time, keeping the page in the address', async () => {
    const { user, requests, location } = renderPage(BlogsPage, { route: '/blogs', path: '/blogs', server: blogOf(23) });
    await screen.findByRole('link', { name: 'Post number 1' });
    expect(requests[0]?.url.search).toBe('?page=1&per_page=10');
    const pages = screen.getByRole('navigation', { name: 'Blog pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Post number 21' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Post number 1' })).not.toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/blogs?page=3');
    expect(requests.at(-1)?.url.search).toBe('?page=3&per_page=10');
  });

  it('opens on the page the address names', async () => {
    renderPage(BlogsPage, { route: '/blogs', path: '/blogs?page=2', server: blogOf(12) });
    expect(await screen.findByRole('link', { name: 'Post number 11' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there are no posts yet', async () => {
    renderPage(BlogsPage, { route: '/blogs', path: '/blogs', server: blogOf(0) });
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });

  it('offers Try again when the blog cannot be loaded, and loads on a press', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let down = true;
    const { user } = renderPage(BlogsPage, {
      route: '/blogs',
      path: '/blogs',
      server: (url) => (down ? json(500, { message: 'Server Error' }) : blogOf(1)(url)),
    });
    await vi.advanceTimersByTimeAsync(5000);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong while loading this. Please try again.');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Post number 1' })).toBeInTheDocument();
  });
});

describe('/blog/{slug}', () => {
  const server = (url: URL) => {
    if (url.pathname === '/api/blog/post-4/details') {
      return json(200, {
        message: 'Blog details',
        data: {
          blog: blogDetails(
            4,
            '<h2>The list</h2><p>Olive oil <img src=x onerror=alert(1)></p><script>alert(1)</script>',
          ),
          related_blogs: [blogCard(2)],
          popular_blogs: [blogCard(3), blogCard(1)],
        },
      });
    }
    return json(404, { message: 'Blog not found.' });
  };

  it('shows the post: title, date, picture, the safe body, then related and popular posts', async () => {
    const { container } = renderPage(BlogPage, { route: '/blog/:slug', path: '/blog/post-4', server });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 4' })).toBeInTheDocument();
    expect(screen.getByText('Oct 1, 2026')).toHaveAttribute('datetime', '2026-10-01T08:00:00Z');
    expect(screen.getByRole('heading', { level: 2, name: 'The list' })).toBeInTheDocument();
    expect(screen.getByText('Olive oil')).toBeInTheDocument();
    expect(container.querySelector('script, [onerror]')).toBeNull();
    const cover = container.querySelector('article img');
    expect(cover).toHaveAttribute('src', '/media/blogs/post-4.svg');
    expect(cover).toHaveAttribute('fetchpriority', 'high');

    const related = screen.getByRole('region', { name: 'Related posts' });
    expect(within(related).getByRole('link', { name: 'Post number 2' })).toHaveAttribute('href', '/blog/post-2');
    const popular = screen.getByRole('region', { name: 'Popular posts' });
    expect(
      within(popular)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Post number 3', 'Post number 1']);
  });

  it('says a post that does not exist was not found, with a way back to the blog', async () => {
    renderPage(BlogPage, { route: '/blog/:slug', path: '/blog/no-such-post', server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blogs');
  });
});
