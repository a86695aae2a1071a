import { describe, expect, it } from 'vitest';
import { verificationTarget } from '../../src/machines/auth/verification-target';

describe('verificationTarget', () => {
  const sam = { email: 'sam@example.com', phone: '5550100001', phoneCode: '+1' };

  it('sends to the e-mail unless codes go to phones', () => {
    expect(verificationTarget(sam, 'email')).toEqual({ phone: 'sam@example.com', phoneCode: null });
    expect(verificationTarget(sam, 'phone')).toEqual({ phone: '5550100001', phoneCode: '+1' });
  });

  it('falls back to what the account has, and to nothing without a contact', () => {
    expect(verificationTarget({ ...sam, phone: null }, 'phone')).toEqual({ phone: 'sam@example.com', phoneCode: null });
    expect(verificationTarget({ ...sam, email: null }, 'email')).toEqual({ phone: '5550100001', phoneCode: '+1' });
    expect(verificationTarget({ email: null, phone: '' }, 'email')).toBeNull();
  });
});
