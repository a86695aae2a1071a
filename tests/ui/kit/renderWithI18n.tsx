import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';

function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Renders inside Lingui's provider (the setup file activated English) and returns a user-event session. */
export function renderWithI18n(ui: ReactElement) {
  return { user: userEvent.setup(), ...render(ui, { wrapper: Providers }) };
}
