import type { OperationRegistry } from '../http/operation';
import { say } from '../i18n/say';
import { applyAsSeller, confirmSellerApplication } from '../sellers/applications';

/** The contract's `sellers` operations: applying to open a shop, and confirming the application from its e-mail. */
export function sellersRoutes(routes: OperationRegistry): void {
  routes.serve('applyAsSeller', async ({ deps, c, body }) => {
    const email = await applyAsSeller(deps, c, body);
    return { message: say('seller.applied', { email }), data: { email } };
  });

  routes.serve('confirmSellerApplication', async ({ deps, body }) => {
    const shopName = await confirmSellerApplication(deps, body.token);
    return { message: say('seller.confirmed', { shop: shopName }), data: { shop_name: shopName } };
  });
}
