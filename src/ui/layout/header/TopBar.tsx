import { Trans } from '@lingui/react/macro';
import { telHref } from '../../../../common/links';
import type { Schema } from '../../../api/types';
import { sellerRegisterLink } from '../../../lib/seller-register';
import { PhoneIcon } from '../../kit/Icon';
import { Link } from '../../kit/Link';
import { CurrencyPicker, type CurrencyPickerProps } from './CurrencyPicker';
import { LanguagePicker, type LanguagePickerProps } from './LanguagePicker';

export interface TopBarProps extends CurrencyPickerProps, LanguagePickerProps {
  settings: Pick<Schema<'MasterSettings'>, 'multi_vendor' | 'mobile' | 'seller_register_url'>;
}

/**
 * The strip above the navbar: 'Become a Seller' (multi-vendor; the marketplace's own seller sign-up page in a new tab
 * when `/master` names one), the hotline, the currency and language pickers.
 */
export function TopBar({ settings, ...pickers }: TopBarProps) {
  const hotline = telHref(settings.mobile);
  const seller = sellerRegisterLink(settings.seller_register_url);
  return (
    <div className="border-gray-200 border-b bg-gray-100 text-gray-900 text-sm">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-1">
        <div className="flex flex-wrap items-center gap-x-6">
          {settings.multi_vendor && (
            <Link
              href={seller.kind === 'external' ? seller.href : seller.path}
              isExternal={seller.kind === 'external'}
              variant="standalone"
              className="font-medium"
            >
              <Trans>Become a Seller</Trans>
            </Link>
          )}
          {hotline && (
            <Link href={hotline} variant="standalone" className="text-gray-900">
              <PhoneIcon className="size-4" />
              <span>
                <Trans>Hotline:</Trans> <span dir="ltr">{settings.mobile}</span>
              </span>
            </Link>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
          <CurrencyPicker
            currencies={pickers.currencies}
            selectedCurrencyId={pickers.selectedCurrencyId}
            onCurrencyChange={pickers.onCurrencyChange}
          />
          <LanguagePicker
            languages={pickers.languages}
            locale={pickers.locale}
            onLocaleChange={pickers.onLocaleChange}
          />
        </div>
      </div>
    </div>
  );
}
