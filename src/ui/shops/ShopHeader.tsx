import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { Rating } from '../catalog/Rating';
import { Picture } from '../kit/Picture';
import { ItemTitle } from '../layout/ItemTitle';

/** The top of a shop's page: its banner (the page's largest picture), logo, name, rating and what it sells. */
export function ShopHeader({ shop }: { shop: Schema<'ShopDetails'> }) {
  const { t } = useLingui();
  return (
    <header className="overflow-hidden rounded-lg border border-gray-200 bg-white">
      {shop.banner ? (
        <Picture
          sizes="(min-width: 1152px) 1118px, calc(100vw - 34px)"
          src={shop.banner}
          alt=""
          width={1200}
          height={300}
          priority
          className="h-auto w-full bg-gray-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[8/1] bg-primary-100" />
      )}
      <div className="flex flex-wrap items-end gap-4 px-4 pb-4">
        <Picture
          sizes="96px"
          src={shop.logo}
          alt=""
          width={96}
          height={96}
          className="-mt-12 size-24 rounded-full border-4 border-white bg-gray-100 object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1 pt-2">
          <ItemTitle name={shop.name} />
          <h1 className="font-bold text-2xl text-gray-900">{shop.name}</h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-gray-700 text-sm">
            <Rating value={shop.rating} count={shop.total_reviews} />
            <span>{t`${plural(shop.total_products, { one: '# product', other: '# products' })}`}</span>
          </div>
        </div>
      </div>
      {shop.description && <p className="px-4 pb-4 text-gray-700">{shop.description}</p>}
    </header>
  );
}
