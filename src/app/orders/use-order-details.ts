import { useMemo } from 'react';
import { ordersEndpoints } from '../../api/endpoints/orders';
import { ApiError } from '../../api/errors';
import { useResource } from '../resource/use-resource';
import { useApiClient } from '../session/ApiContext';

/**
 * One of the customer's orders, by the id its page's URL names (null: not a valid id, so not found without
 * asking). `order` is that order once loaded; `status` is the failure to show (404: not the customer's).
 */
export function useOrderDetails(orderId: number | null) {
  const client = useApiClient();
  const orders = useMemo(() => ordersEndpoints(client), [client]);
  const details = useResource(
    ({ id }: { id: number | null }, signal) =>
      id === null
        ? Promise.reject(new ApiError(404, 'Not found'))
        : orders.getOrderDetails({ order_id: id }, signal).then((answer) => answer.data.order),
    { id: orderId },
  );
  // The last answer stays while another order loads: show only the answer to the order the URL names.
  const order = details.current;
  const status = orderId === null ? 404 : details.errorStatus;
  return { details, order, status };
}
