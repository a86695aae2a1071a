import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';

/** docs/requirements.md §2: the page title is '{route title} - {app name}', or just the app name. */
export function useDocumentTitle(title: MessageDescriptor | null, appName: string): void {
  const { i18n } = useLingui();
  const routeTitle = title ? i18n._(title) : '';
  useEffect(() => {
    document.title = routeTitle && appName ? `${routeTitle} - ${appName}` : routeTitle || appName;
  }, [routeTitle, appName]);
}
