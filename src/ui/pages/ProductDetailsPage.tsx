import { useMemo } from 'react';
import { useParams } from 'wouter';
import { productDetailsCalls } from '../../app/catalog/details-calls';
import { useApiClient } from '../../app/session/ApiContext';
import { positiveIdOf } from '../../lib/positive-id';
import { ProductDetailsView } from '../catalog/details/ProductDetailsView';
import { ProductNotFound } from '../catalog/details/ProductNotFound';

/** /products/{id}/details. */
export default function ProductDetailsPage() {
  const params = useParams<{ id: string }>();
  const client = useApiClient();
  const calls = useMemo(() => productDetailsCalls(client), [client]);
  const productId = positiveIdOf(params.id);
  if (productId === null) return <ProductNotFound />;
  return <ProductDetailsView productId={productId} calls={calls} />;
}
