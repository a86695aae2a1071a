import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { SellerConfirmation } from '../sellers/SellerConfirmation';

/** /shop/register/confirm?token=…: the link a seller application's e-mail holds. */
export default function SellerConfirmPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="mb-6 font-bold text-3xl text-gray-900">
        <Trans>Confirm Seller Application</Trans>
      </h1>
      {/* Another link opened in the app is another confirmation. */}
      <SellerConfirmation key={token ?? ''} token={token} />
    </div>
  );
}
