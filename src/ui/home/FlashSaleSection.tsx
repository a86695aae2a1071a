import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { contentTextAttributes } from '../../../common/content-language';
import type { Schema } from '../../api/types';
import { formatPercent } from '../../lib/percent';
import { Picture } from '../kit/Picture';
import { SaleCountdown } from '../shops/SaleCountdown';
import { SectionHeading } from './SectionHeading';

export interface FlashSaleSectionProps {
  running: Schema<'FlashSale'> | null;
  incoming: Schema<'FlashSale'> | null;
}

/** The flash sale running now with the time it has left, or else the next one and when it starts. */
export function FlashSaleSection({ running, incoming }: FlashSaleSectionProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const sale = running ?? incoming;
  if (!sale) return null;
  const href = `/flash-sale/${sale.id}`;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId} more={{ href, label: t`View the sale` }}>
        {t`Flash Sale`}
      </SectionHeading>
      <div className="grid items-center gap-4 overflow-hidden rounded-lg border border-gray-200 bg-white sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Picture
          sizes="(min-width: 1152px) 446px, (min-width: 640px) calc(40vw - 14px), calc(100vw - 34px)"
          src={sale.thumbnail}
          alt=""
          width={600}
          height={300}
          className="h-auto w-full bg-gray-100 object-cover"
        />
        <div className="flex flex-col gap-3 p-4 sm:ps-0">
          <h3 {...contentTextAttributes(sale.name, i18n.locale)} className="font-semibold text-gray-900 text-lg">
            {sale.name}
          </h3>
          <p className="text-gray-700">
            <Trans>Up to {formatPercent(i18n.locale, sale.discount)} off</Trans>
          </p>
          <SaleCountdown sale={sale} />
        </div>
      </div>
    </section>
  );
}
