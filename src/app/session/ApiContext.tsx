import { createContext, useContext } from 'react';
import type { ApiClient } from '../../api/client';

/**
 * The typed client of the contract, with the session's token and its 401 handling. SessionProvider creates
 * it; the hooks of src/app/ take the endpoint groups they need (`authEndpoints(client)`), so a screen's chunk
 * holds only the calls it makes. Components never read it (`npm run lint:layers`).
 */
export const ApiContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApiClient() is used outside <SessionProvider>');
  return client;
}
