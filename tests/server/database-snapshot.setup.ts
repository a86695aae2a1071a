import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a PGlite data directory with every migration applied, or '' on TEST_DATABASE_URL. */
    migratedDatabase: string;
  }
}

/**
 * One migrated PGlite database, saved as a tarball that every server suite starts its own in-memory database
 * from: making a new cluster (initdb) and migrating it took a second and a half of CPU in each of fifty suites.
 * The suites still seed their own copy, at their own time.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('migratedDatabase', '');
    return;
  }
  const database = await openDatabase();
  const folder = await mkdtemp(join(tmpdir(), 'storefront-migrated-'));
  try {
    await database.migrate();
    const tarball = await database.dumpDataDir?.();
    if (!tarball) throw new Error('PGlite gave no data directory');
    const file = join(folder, 'migrated.tar');
    await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
    project.provide('migratedDatabase', file);
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  } finally {
    await database.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}
