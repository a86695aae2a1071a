import { type ComponentType, type ReactNode, Suspense, useMemo, useState } from 'react';
import type { AuthStep } from '../../machines/auth/auth-dialogs.types';
import type { Inspect } from '../inspector';
import { lazyRetrying } from '../lazy-retrying';
import { AuthDialogsContext, type AuthDialogsControl } from './AuthDialogsContext';

/** One request to open a dialog; `id` tells two requests for the same step apart. */
export interface AuthOpenRequest {
  step: AuthStep;
  id: number;
}

/** What the dialogs' host (src/ui/auth/AuthDialogsHost.tsx) is given. */
export interface AuthDialogsHostProps {
  request: AuthOpenRequest;
  inspect?: Inspect;
}

/**
 * The auth dialogs' entry point. Their code (machines, forms, country list) is a chunk of its own, loaded
 * the first time someone asks for a dialog (or hovers the login button), so visitors who never sign in
 * do not pay for it. The shell hands in how to load it (src/app/App.tsx).
 */
export function AuthDialogsProvider({
  children,
  inspect,
  loadHost,
}: {
  children: ReactNode;
  inspect?: Inspect;
  loadHost: () => Promise<{ default: ComponentType<AuthDialogsHostProps> }>;
}) {
  const [AuthDialogsHost] = useState(() => lazyRetrying(loadHost));
  const [request, setRequest] = useState<AuthOpenRequest | null>(null);
  const control = useMemo<AuthDialogsControl>(
    () => ({
      open: (step = 'login') => setRequest((previous) => ({ step, id: (previous?.id ?? 0) + 1 })),
      preload: () => {
        loadHost();
      },
    }),
    [loadHost],
  );
  return (
    <AuthDialogsContext.Provider value={control}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <AuthDialogsHost request={request} inspect={inspect} />
        </Suspense>
      )}
    </AuthDialogsContext.Provider>
  );
}
