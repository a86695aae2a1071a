import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What a failed call says to the shopper: the server's own message, or that the shop could not be reached. */
export function failureText(i18n: I18n, failure: { status: number; message: string }): string {
  return failure.status === 0
    ? i18n._(msg`We could not reach the shop. Check your connection and try again.`)
    : failure.message;
}
