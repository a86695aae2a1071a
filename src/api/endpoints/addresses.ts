import { type ApiClient, unwrap } from '../client';
import type { JsonBody, PathParams } from '../types';

/** The customer's saved addresses. The default is set by updating an address with `is_default: true`. */
export function addressesEndpoints(client: ApiClient) {
  return {
    listAddresses: (signal?: AbortSignal) => unwrap(client.GET('/addresses', { signal })),
    createAddress: (body: JsonBody<'createAddress'>, signal?: AbortSignal) =>
      unwrap(client.POST('/address/store', { body, signal })),
    updateAddress: (id: PathParams<'updateAddress'>['id'], body: JsonBody<'updateAddress'>, signal?: AbortSignal) =>
      unwrap(client.POST('/address/{id}/update', { params: { path: { id } }, body, signal })),
    deleteAddress: (id: PathParams<'deleteAddress'>['id'], signal?: AbortSignal) =>
      unwrap(client.DELETE('/address/{id}/delete', { params: { path: { id } }, signal })),
  };
}

export type AddressesEndpoints = ReturnType<typeof addressesEndpoints>;
