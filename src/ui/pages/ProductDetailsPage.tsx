import { useMemo } from 'react';
import { useParams } from 'wouter';
import { useApiClient } from '../../app/session/ApiContext';
import { productDetailsCalls } from '../catalog/details/details-calls';
import { ProductDetailsView } from '../catalog/details/ProductDetailsView';
import { ProductNotFound } from '../catalog/details/ProductNotFound';

/** A product id in the address: a positive whole number, else no product can have it. */
function productIdFrom(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /products/{id}/details. */
export default function ProductDetailsPage() {
  const params = useParams<{ id: string }>();
  const client = useApiClient();
  const calls = useMemo(() => productDetailsCalls(client), [client]);
  const productId = productIdFrom(params.id);
  if (productId === null) return <ProductNotFound />;
  return <ProductDetailsView productId={productId} calls={calls} />;
}
