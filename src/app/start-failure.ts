import { msg } from '@lingui/core/macro';
import { plainSecondaryButton } from '../lib/plain-button-style';
import { i18n } from './i18n';

const NOT_REACHED = msg`We could not reach the shop. Check your connection and try again.`;
const TRY_AGAIN = msg`Try again`;
/** The source language's words, for when even the language's catalog could not be fetched. */
const IN_ENGLISH = {
  notReached: 'We could not reach the shop. Check your connection and try again.',
  tryAgain: 'Try again',
};

/**
 * What the page shows when the app's own code could not be fetched at start, in place of a blank page: why, and
 * a Try again that starts the app once more. Plain elements: the entry holds none of the app's components.
 */
export function showStartFailure(root: HTMLElement, onRetry: () => void): void {
  const translated = Boolean(i18n.locale);
  const main = document.createElement('main');
  main.dir = 'auto';
  main.className = 'mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center';
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.className = 'text-gray-900';
  message.textContent = translated ? i18n._(NOT_REACHED) : IN_ENGLISH.notReached;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = plainSecondaryButton;
  button.textContent = translated ? i18n._(TRY_AGAIN) : IN_ENGLISH.tryAgain;
  button.addEventListener('click', onRetry, { once: true });
  main.append(message, button);
  root.replaceChildren(main);
}
