import { useParams } from 'wouter';
import { useProductDetailsCalls } from '../../app/catalog/details-calls';
import { positiveIdOf } from '../../lib/positive-id';
import { ProductDetailsView } from '../catalog/details/ProductDetailsView';
import { ProductNotFound } from '../catalog/details/ProductNotFound';

/** /products/{id}/details. */
export default function ProductDetailsPage() {
  const params = useParams<{ id: string }>();
  const calls = useProductDetailsCalls();
  const productId = positiveIdOf(params.id);
  if (productId === null) return <ProductNotFound />;
  return <ProductDetailsView productId={productId} calls={calls} />;
}
