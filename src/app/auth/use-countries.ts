import { useCallback, useEffect, useState } from 'react';
import type { Schema } from '../../api/types';

export type Country = Schema<'Country'>;

export interface CountriesState {
  countries: Country[];
  status: 'loading' | 'loaded' | 'failed';
  retry: () => void;
}

/**
 * The country list of the registration and forgot-password forms (GET /countries): reference data,
 * loaded once a form that needs it first opens, with a retry when the call fails.
 */
export function useCountries(load: (signal: AbortSignal) => Promise<Country[]>, isWanted: boolean): CountriesState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<CountriesState, 'retry'>>({ countries: [], status: 'loading' });
  const [isNeeded, setNeeded] = useState(isWanted);
  if (isWanted && !isNeeded) setNeeded(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    if (!isNeeded) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: 'loading' }));
    load(controller.signal).then(
      (countries) => setState({ countries, status: 'loaded' }),
      () => {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, status: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [load, attempt, isNeeded]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
