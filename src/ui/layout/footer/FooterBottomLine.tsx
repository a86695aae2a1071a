import { Trans } from '@lingui/react/macro';

/**
 * '© {year} {footer text}', or an all-rights-reserved line when the shop sets none. A leading © in the
 * shop's own text is dropped so the line does not carry two; the text keeps its own direction (`<bdi>`).
 */
export function FooterBottomLine({ footerText }: { footerText: string | null }) {
  const text = footerText?.replace(/^\s*©\s*/, '').trim();
  return (
    <p className="border-t border-gray-700 px-4 py-4 text-center text-sm text-gray-300">
      © {new Date().getFullYear()} {text ? <bdi>{text}</bdi> : <Trans>All rights reserved</Trans>}
    </p>
  );
}
