import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

/** A route whose screen is not built yet: its title, and a plain word that it is not available yet. */
export function NotAvailableYetPage({ title }: { title: MessageDescriptor | null }) {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {title && <h1 className="text-2xl font-bold text-gray-900">{i18n._(title)}</h1>}
      <p className="mt-2 text-gray-700">
        <Trans>This page is not available yet.</Trans>
      </p>
    </div>
  );
}
