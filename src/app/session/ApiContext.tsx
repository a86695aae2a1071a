import { createContext, useContext } from 'react';
import type { ApiClient } from '../../api/client';

/**
 * The typed client of the contract, with the session's token and its 401 handling. SessionProvider creates
 * it; code below takes the endpoint groups it needs (`authEndpoints(client)`), so a screen's chunk holds
 * only the calls it makes.
 */
export const ApiContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApiClient() is used outside <SessionProvider>');
  return client;
}
