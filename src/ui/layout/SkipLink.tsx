import { Trans } from '@lingui/react/macro';

/** The first stop of the keyboard: straight to the page's content, past the header. */
export function SkipLink() {
  return (
    <a
      href="#content"
      className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-primary-800 focus:outline-2 focus:outline-offset-2 focus:outline-primary-600"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
