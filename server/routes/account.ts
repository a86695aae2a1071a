import { requestTokenHash } from '../auth/access-tokens';
import { changePassword } from '../auth/change-password';
import { presentUser } from '../auth/present-user';
import { readProfileForm, updateProfile } from '../auth/profile';
import type { OperationRegistry } from '../http/operation';
import { say } from '../i18n/say';

/** The contract's `account` operations: the signed-in customer's profile and password. */
export function accountRoutes(routes: OperationRegistry): void {
  routes.serve('getProfile', async ({ customer }) => ({
    message: say('profile.answer'),
    data: { user: presentUser(customer) },
  }));

  routes.serve('updateProfile', async ({ deps, body, files, customer }) => {
    const user = await updateProfile(deps, customer, readProfileForm(body), files.profile_photo?.[0]);
    return { message: say('profile.updated'), data: { user: presentUser(user) } };
  });

  routes.serve('changePassword', async ({ deps, c, body, customer }) => {
    await changePassword(deps, customer, body, requestTokenHash(c));
    return { message: say('auth.passwordChanged') };
  });
}
