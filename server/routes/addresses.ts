import { and, desc, eq, ne } from 'drizzle-orm';
import { addressAnswer, addressFields } from '../commerce/address-book';
import { readMaster } from '../commerce/master';
import type { Db } from '../db/client';
import { addresses } from '../db/schema';
import { notFound } from '../http/http-error';
import type { OperationRegistry } from '../http/operation';
import { say } from '../i18n/say';

type AddressRow = typeof addresses.$inferSelect;

async function ownAddress(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw notFound(say('order.addressNotFound'));
  return row;
}

/** Leaves `keepId` as the caller's only default address. */
async function unsetOtherDefaults(db: Db, userId: number, keepId: number): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, keepId), eq(addresses.isDefault, true)));
}

/** The contract's `addresses` operations: the caller's own addresses, with exactly one default while any exist. */
export function addressesRoutes(routes: OperationRegistry): void {
  routes.serve('listAddresses', async ({ deps, customer }) => {
    const rows = await deps.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, customer.id))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    return { message: say('address.list'), data: { addresses: rows.map(addressAnswer) } };
  });

  routes.serve('createAddress', async ({ deps, body, customer }) => {
    const fields = addressFields(await readMaster(deps.db), body);
    const row = await deps.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, customer.id))
        .limit(1);
      // The first address is the default whatever the body says.
      const isDefault = !existing || body.is_default === true;
      const [created] = (await tx
        .insert(addresses)
        .values({ ...fields, userId: customer.id, isDefault, createdAt: deps.now() })
        .returning()) as [AddressRow];
      if (isDefault) await unsetOtherDefaults(tx, customer.id, created.id);
      return created;
    });
    return { message: say('address.added'), data: { address: addressAnswer(row) } };
  });

  routes.serve('updateAddress', async ({ deps, path, body, customer }) => {
    const fields = addressFields(await readMaster(deps.db), body);
    const row = await deps.db.transaction(async (tx) => {
      const current = await ownAddress(tx, customer.id, path.id);
      // There is always a default: `is_default: false` on the default is ignored.
      const isDefault = current.isDefault || body.is_default === true;
      const [updated] = (await tx
        .update(addresses)
        .set({ ...fields, isDefault })
        .where(eq(addresses.id, current.id))
        .returning()) as [AddressRow];
      if (isDefault) await unsetOtherDefaults(tx, customer.id, updated.id);
      return updated;
    });
    return { message: say('address.updated'), data: { address: addressAnswer(row) } };
  });

  routes.serve('deleteAddress', async ({ deps, path, customer }) => {
    await deps.db.transaction(async (tx) => {
      const current = await ownAddress(tx, customer.id, path.id);
      await tx.delete(addresses).where(eq(addresses.id, current.id));
      if (!current.isDefault) return;
      const [newest] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, customer.id))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
    });
    return { message: say('address.deleted') };
  });
}
