import { Trans } from '@lingui/react/macro';
import { buttonStyles } from '../../kit/Button';
import { Link } from '../../kit/Link';

/** A product id that names no product on sale: say so, and lead back to the products. */
export function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="font-semibold text-2xl text-gray-900">
        <Trans>Product not found</Trans>
      </h1>
      <p className="text-gray-700">
        <Trans>This product does not exist or is no longer for sale.</Trans>
      </p>
      <Link href="/products" variant="plain" className={buttonStyles({ className: 'mt-3' })}>
        <Trans>Browse all products</Trans>
      </Link>
    </div>
  );
}
