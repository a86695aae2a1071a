import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Answer, Query, Schema } from '../../src/api/types';
import { safeHtml } from '../catalog/safe-html';
import type { Db } from '../db/client';
import { blogs } from '../db/schema';
import { notFound } from '../http/http-error';
import { pageWindow } from '../http/paging';
import { say } from '../i18n/say';

type BlogRow = typeof blogs.$inferSelect;
const SIDE_LIST = 4;
const newestFirst = [desc(blogs.createdAt), desc(blogs.id)];

function toBlogCard(row: BlogRow): Schema<'BlogCard'> {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    thumbnail: row.thumbnail,
    short_description: row.shortDescription,
    created_at: row.createdAt.toISOString(),
    author: row.author,
  };
}

/** GET /blogs: a page of posts, newest first. */
export async function listBlogs(db: Db, query: Query<'listBlogs'>): Promise<Answer<'listBlogs'>['data']> {
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(blogs)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(blogs),
  ]);
  return { total: counted?.total ?? 0, blogs: rows.map(toBlogCard) };
}

/** A post's tags as a text[] literal for the jsonb `?|` operator. */
function anyOfTags(tags: string[]): SQL {
  return sql`${blogs.tags} ?| array[${sql.join(
    tags.map((tag) => sql`${tag}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * GET /blog/{slugOrId}/details: the post found by id (all digits) or slug, counting one view, with up to 4
 * posts sharing a tag and the 4 most viewed others.
 */
export async function blogDetails(db: Db, slugOrId: string): Promise<Answer<'getBlog'>['data']> {
  const match = /^\d+$/.test(slugOrId) ? eq(blogs.id, Number(slugOrId)) : eq(blogs.slug, slugOrId);
  const [blog] = await db
    .update(blogs)
    .set({ views: sql`${blogs.views} + 1` })
    .where(match)
    .returning();
  if (!blog) throw notFound(say('content.blogNotFound'));
  const others = ne(blogs.id, blog.id);
  const [related, popular] = await Promise.all([
    blog.tags.length === 0
      ? []
      : db
          .select()
          .from(blogs)
          .where(and(others, anyOfTags(blog.tags)))
          .orderBy(...newestFirst)
          .limit(SIDE_LIST),
    db
      .select()
      .from(blogs)
      .where(others)
      .orderBy(desc(blogs.views), ...newestFirst)
      .limit(SIDE_LIST),
  ]);
  return {
    blog: { ...toBlogCard(blog), description: safeHtml(blog.description), tags: blog.tags },
    related_blogs: related.map(toBlogCard),
    popular_blogs: popular.map(toBlogCard),
  };
}
