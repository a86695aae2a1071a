import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredSession, readStoredSession, saveStoredSession } from '../../src/app/session/session-storage';

const user = { id: 1, name: 'Sam Shopper', phone: '5550100001', profile_photo: null };

describe('the stored session', () => {
  afterEach(() => localStorage.clear());

  it('is empty for a visitor', () => {
    expect(readStoredSession()).toEqual({ token: null, user: null });
  });

  it('keeps the token and the user across a reload, and forgets both on clear', () => {
    saveStoredSession('token-1', user);
    expect(readStoredSession()).toEqual({ token: 'token-1', user });
    clearStoredSession();
    expect(readStoredSession()).toEqual({ token: null, user: null });
  });

  it('reads a damaged or foreign user entry as no user (the session machine then drops the token too)', () => {
    localStorage.setItem('token', 'token-1');
    localStorage.setItem('user', '{not json');
    expect(readStoredSession()).toEqual({ token: 'token-1', user: null });
    localStorage.setItem('user', JSON.stringify({ name: 'no id' }));
    expect(readStoredSession()).toEqual({ token: 'token-1', user: null });
  });
});
