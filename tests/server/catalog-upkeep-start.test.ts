import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { upkeepAtStart } from '../../server/catalog/catalog-upkeep';
import { productGroups, scheduledJobs } from '../../server/db/schema';
import { startTestServer, type TestServer } from './harness';

/** server/main.ts brings the catalog's summaries up to date when it starts (catalog/catalog-upkeep.ts). */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const upkeepJobs = () => server.deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, 'catalog-upkeep'));

it('fills missing summaries before the first answer, as on a database just migrated to them', async () => {
  const { db } = server.deps;
  const before = await db.select().from(productGroups);
  await db.delete(productGroups);
  server.deps.catalog.clear();
  expect((await server.api().catalog.listProducts()).data.total).toBe(0);

  await upkeepAtStart(db, server.deps.now());

  expect(await db.select().from(productGroups)).toHaveLength(before.length);
  server.deps.catalog.clear();
  const { data } = await server.api().catalog.listProducts({ per_page: 100 });
  expect(data.total).toBeGreaterThan(0);
  expect(data.products).toHaveLength(data.total);
});

it('schedules the upkeep at once when the summaries are there', async () => {
  const now = server.deps.now();
  const due = async () =>
    (await upkeepJobs()).filter((job) => job.runAt.getTime() <= now.getTime() && job.uniqueKey === null);
  expect(await due()).toEqual([]);
  await upkeepAtStart(server.deps.db, now);
  expect(await due()).toHaveLength(1);
});
