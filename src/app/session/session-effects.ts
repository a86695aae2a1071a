import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SessionEmitted } from '../../machines/session/session.types';

/** docs/requirements.md §8: a 401 on loading vouchers also sends the shopper to the home page. */
const VOUCHER_LOAD = '/get-vouchers';

/**
 * What the app does when the session changes. Logging out ends with 'Logout successfully' (docs/requirements.md §4)
 * (the toasts' code is loaded when first needed). The cart and chats join here when they land.
 */
export function handleSessionEvent(event: SessionEmitted, i18n: I18n, navigate: (path: string) => void): void {
  if (event.type !== 'session.cleared') return;
  if (event.reason === 'logout') {
    const text = i18n._(msg`Logout successfully`);
    import('../notify').then(({ notify }) => notify.success(text));
  } else if (event.path === VOUCHER_LOAD) {
    navigate('/');
  }
}
