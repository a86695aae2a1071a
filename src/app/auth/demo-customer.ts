import type { LoginInput } from '../../machines/auth/login.machine';

/**
 * The reference API's demo customer (server/db/seed/facts.ts). In a local environment (`app_environment`
 * `local`) the login form starts filled with it, so a fresh shop can be tried at once (docs/requirements.md §2).
 */
export const DEMO_CUSTOMER: Required<LoginInput> = { phone: 'shopper@example.com', password: 'shopper-demo-1' };

export function loginDefaultsFor(appEnvironment: string): LoginInput {
  return appEnvironment === 'local' ? DEMO_CUSTOMER : {};
}
