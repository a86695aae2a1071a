import { useMemo } from 'react';
import { addressesEndpoints } from '../../api/endpoints/addresses';
import type { Address } from '../../machines/address-book/address-book.types';
import { type Resource, useResource } from '../resource/use-resource';
import { useApiClient } from '../session/ApiContext';

/** GET /addresses for a screen: the customer's own addresses, the default first. */
export function useSavedAddresses(): Resource<Address[]> {
  const client = useApiClient();
  const api = useMemo(() => addressesEndpoints(client), [client]);
  return useResource((_: null, signal) => api.listAddresses(signal).then((answer) => answer.data.addresses), null);
}
