import { useMemo } from 'react';
import { accountEndpoints } from '../../api/endpoints/account';
import { useResource } from '../resource/use-resource';
import { useApiClient } from '../session/ApiContext';

/** The customer's profile, read fresh from the server (GET /profile). */
export function useProfile() {
  const client = useApiClient();
  const account = useMemo(() => accountEndpoints(client), [client]);
  return useResource(
    (_: Record<string, never>, signal) => account.getProfile(signal).then((answer) => answer.data.user),
    {},
  );
}
