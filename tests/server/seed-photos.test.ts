import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildBlogs } from '../../server/db/seed/blogs';
import { buildCatalog } from '../../server/db/seed/catalog';
import { planMedia, renderMedia } from '../../server/db/seed/images';
import { buildFlashSales } from '../../server/db/seed/promotions';

/**
 * The seed's content photos at full size (server/db/seed/photo-set.ts), as `npm start` and `db:reset` store them:
 * one of each sort, since the server tests' databases hold the small ones. Read from the render cache when warm.
 */
const NOW = new Date('2026-01-15T12:00:00Z');

function oneOfEachSort() {
  const catalog = buildCatalog(NOW);
  const drafts = planMedia({
    catalog,
    users: [],
    blogs: buildBlogs(NOW).map((b) => ({ slug: b.slug, thumbnail: b.thumbnail ?? '' })),
    flashSales: buildFlashSales(NOW).flashSales.map((s) => ({ thumbnail: s.thumbnail ?? '' })),
  });
  const sortOf = (path: string) => path.split('/')[2] ?? '';
  const seen = new Set<string>();
  return drafts.filter((d) => 'photo' in d && !seen.has(sortOf(d.path)) && seen.add(sortOf(d.path)));
}

describe('seed photos', () => {
  it('are JPEGs of at least 1600 px on the long side and 300 KB, with paths ending .jpg', async () => {
    const drafts = oneOfEachSort();
    expect(drafts.map((d) => d.path.split('/')[2]).sort()).toEqual(
      ['ads', 'banners', 'blogs', 'categories', 'flash-sales', 'products', 'shops', 'sub-categories'].sort(),
    );
    const rows = await renderMedia(drafts, 'full', NOW);
    for (const row of rows) {
      const meta = await sharp(row.data).metadata();
      expect(row.path, row.path).toMatch(/\.jpg$/);
      expect([row.contentType, meta.format], row.path).toEqual(['image/jpeg', 'jpeg']);
      expect(Math.max(meta.width, meta.height), row.path).toBeGreaterThanOrEqual(1600);
      expect(row.data.length, row.path).toBeGreaterThanOrEqual(300 * 1024);
    }
  }, 120_000);

  it('keep their paths and format when small, 320 px on the long side', async () => {
    const drafts = oneOfEachSort().slice(0, 3);
    const [small, full] = [await renderMedia(drafts, 'small', NOW), await renderMedia(drafts, 'full', NOW)];
    expect(small.map((r) => [r.path, r.contentType])).toEqual(full.map((r) => [r.path, r.contentType]));
    for (const row of small) {
      const meta = await sharp(row.data).metadata();
      expect([meta.format, Math.max(meta.width, meta.height)], row.path).toEqual(['jpeg', 320]);
    }
  }, 120_000);
});
