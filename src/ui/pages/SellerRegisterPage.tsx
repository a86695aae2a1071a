import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useSettings } from '../../app/settings/use-settings';
import { sellerRegisterLink } from '../../lib/seller-register';
import { phoneLengthsOf } from '../../machines/auth/phone-rules';
import { Link } from '../kit/Link';
import { SellerApplicationForm } from '../sellers/SellerApplicationForm';

/**
 * /shop/register ('Become a Seller'): the application to open a shop. When the marketplace signs its sellers up on a
 * page of its own (`/master` seller_register_url), this page sends there instead of showing the form.
 */
export default function SellerRegisterPage() {
  const settings = useSettings();
  const headingId = useId();
  const link = sellerRegisterLink(settings.seller_register_url);
  const appName = settings.app_name;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 id={headingId} className="font-bold text-3xl text-gray-900">
        <Trans>Become a Seller</Trans>
      </h1>
      {link.kind === 'external' ? (
        <p className="mt-4 text-gray-700">
          <Trans>
            Sellers join {appName} on its seller sign-up page:{' '}
            <Link href={link.href} isExternal>
              sign up to sell
            </Link>
            .
          </Trans>
        </p>
      ) : (
        <>
          <p className="mt-2 max-w-prose text-gray-700">
            <Trans>
              Open your shop on {appName}. Tell us who you are and what your shop is called: we e-mail you a link to
              confirm your application, then our team reviews it.
            </Trans>
          </p>
          <div className="mt-6">
            <SellerApplicationForm
              aria-labelledby={headingId}
              phoneRules={phoneLengthsOf(settings.phone_min_length, settings.phone_max_length)}
            />
          </div>
        </>
      )}
    </div>
  );
}
