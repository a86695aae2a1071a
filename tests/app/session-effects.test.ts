import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../src/app/notify';
import { handleSessionEvent } from '../../src/app/session/session-effects';

describe('what the app does when the session changes', () => {
  it("says 'Logout successfully' after a logout, and stays on the page", async () => {
    const navigate = vi.fn();
    const success = vi.spyOn(notify, 'success');
    handleSessionEvent({ type: 'session.cleared', reason: 'logout' }, i18n, navigate);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Logout successfully'));
    success.mockRestore();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to the home page when loading vouchers found the session expired (docs/requirements.md §8)', () => {
    const navigate = vi.fn();
    handleSessionEvent({ type: 'session.cleared', reason: 'expired', path: '/get-vouchers' }, i18n, navigate);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('stays put when another call found it expired (the account layout moves account pages away)', () => {
    const navigate = vi.fn();
    handleSessionEvent({ type: 'session.cleared', reason: 'expired', path: '/carts' }, i18n, navigate);
    handleSessionEvent(
      { type: 'session.started', user: { id: 1, name: 'Sam', phone: null, profile_photo: null } },
      i18n,
      navigate,
    );
    expect(navigate).not.toHaveBeenCalled();
  });
});
