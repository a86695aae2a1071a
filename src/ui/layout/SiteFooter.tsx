import { Trans } from '@lingui/react/macro';

/** The site footer's bottom line: the year and the footer text (default: all rights reserved). */
export function SiteFooter({ footerText = null }: { footerText?: string | null }) {
  return (
    <footer className="border-t border-gray-200 bg-gray-50 px-4 py-4 text-center text-sm text-gray-700">
      © {new Date().getFullYear()} {footerText || <Trans>All rights reserved</Trans>}
    </footer>
  );
}
