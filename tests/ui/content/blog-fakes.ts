import type { Schema } from '../../../src/api/types';

/** Blog posts shaped like the contract's, numbered from 1. */
export function blogCard(id: number, overrides: Partial<Schema<'BlogCard'>> = {}): Schema<'BlogCard'> {
  return {
    id,
    title: `Post number ${id}`,
    slug: `post-${id}`,
    thumbnail: `/media/blogs/post-${id}.svg`,
    short_description: `Summary of post ${id}.`,
    created_at: '2026-11-20T15:11:06.001Z',
    author: 'Maya Green',
    ...overrides,
  };
}

export function blogDetails(
  id: number,
  description: string,
  createdAt = '2026-10-01T08:00:00Z',
): Schema<'BlogDetails'> {
  return { ...blogCard(id, { created_at: createdAt }), description, tags: ['tips'] };
}
