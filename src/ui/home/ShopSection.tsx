import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Schema } from '../../api/types';
import { ShopCard } from '../shops/ShopCard';
import { SectionHeading } from './SectionHeading';

/** The marketplace's shops, each a card to its page. */
export function ShopSection({ shops }: { shops: Schema<'ShopCard'>[] }) {
  const { t } = useLingui();
  const headingId = useId();
  if (shops.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId} more={{ href: '/shops', label: t`All shops` }}>
        {t`Shops`}
      </SectionHeading>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-8">
        {shops.map((shop) => (
          <li key={shop.id}>
            <ShopCard shop={shop} />
          </li>
        ))}
      </ul>
    </section>
  );
}
