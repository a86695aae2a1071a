import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER as SEEDED } from '../../server/db/seed/facts';
import { DEMO_CUSTOMER, loginDefaultsFor } from '../../src/app/auth/demo-customer';

describe('the login form in a local environment', () => {
  it("starts filled with the reference API's seeded demo customer", () => {
    expect(DEMO_CUSTOMER).toEqual({ phone: SEEDED.email, password: SEEDED.password });
    expect(loginDefaultsFor('local')).toEqual(DEMO_CUSTOMER);
  });

  it('starts empty anywhere else', () => {
    expect(loginDefaultsFor('production')).toEqual({});
    expect(loginDefaultsFor('staging')).toEqual({});
  });
});
