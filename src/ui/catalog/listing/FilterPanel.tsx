import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Key } from 'react-aria-components/Select';
import {
  activeFilterCount,
  type FilterPatch,
  type ListingScope,
  type ListingState,
} from '../../../../common/listing-url';
import type { Category, ProductFilters, ShopChoice, SubCategory } from '../../../app/catalog/listing-loaders';
import { Button } from '../../kit/Button';
import { Radio, RadioGroup } from '../../kit/RadioGroup';
import { Select } from '../../kit/Select';
import { PriceRangeFilter } from './PriceRangeFilter';

export interface FilterPanelProps {
  state: ListingState;
  scope: ListingScope;
  /** The category choices; left out where the page fixes the category. */
  categories?: Category[];
  subCategories: SubCategory[];
  shops: ShopChoice[];
  /** The sizes, colours, brands and price span on offer (from the last answer), or null before it. */
  filters: ProductFilters | null;
  onChange: (patch: FilterPatch) => void;
  onClear: () => void;
}

/** The key of the "all" choice (ids are positive numbers, so it cannot clash). */
const ANY = 'any';

interface ChoiceSelectProps {
  label: string;
  anyLabel: string;
  choices: readonly { id: number; name: string }[];
  value: number | null;
  onChange: (value: number | null) => void;
}

/** One filter as a pick-one list, starting with "all". */
function ChoiceSelect({ label, anyLabel, choices, value, onChange }: ChoiceSelectProps) {
  const options = [{ value: ANY, label: anyLabel }, ...choices.map((c) => ({ value: String(c.id), label: c.name }))];
  return (
    <Select
      label={label}
      options={options}
      value={value === null ? ANY : String(value)}
      onChange={(key: Key | null) => onChange(key === null || key === ANY ? null : Number(key))}
    />
  );
}

/** A minimum rating: any, or 4 stars down to 1 "& up". */
function RatingChoice({ value, onChange }: { value: number | null; onChange: (rating: number | null) => void }) {
  const { t } = useLingui();
  return (
    <RadioGroup
      label={t`Rating`}
      value={value === null ? ANY : String(value)}
      onChange={(choice) => onChange(choice === ANY ? null : Number(choice))}
    >
      <Radio value={ANY}>{t`Any rating`}</Radio>
      {[4, 3, 2, 1].map((stars) => (
        <Radio key={stars} value={String(stars)}>
          <Plural value={stars} one="# star & up" other="# stars & up" />
        </Radio>
      ))}
    </RadioGroup>
  );
}

/**
 * Every filter of the listing. Each choice applies at once (the price range when applied); the parent
 * writes it to the URL and goes back to page 1.
 */
export function FilterPanel({
  state,
  scope,
  categories,
  subCategories,
  shops,
  filters,
  onChange,
  onClear,
}: FilterPanelProps) {
  const { t } = useLingui();
  const active = activeFilterCount(state, scope);
  return (
    <div className="flex flex-col gap-5">
      {categories && categories.length > 0 && (
        <ChoiceSelect
          label={t`Category`}
          anyLabel={t`All categories`}
          choices={categories}
          value={state.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
        />
      )}
      {subCategories.length > 0 && (
        <ChoiceSelect
          label={t`Subcategory`}
          anyLabel={t`All subcategories`}
          choices={subCategories}
          value={state.subcategoryId}
          onChange={(subcategoryId) => onChange({ subcategoryId })}
        />
      )}
      {shops.length > 1 && (
        <ChoiceSelect
          label={t`Shop`}
          anyLabel={t`All shops`}
          choices={shops}
          value={state.shopId}
          onChange={(shopId) => onChange({ shopId })}
        />
      )}
      <PriceRangeFilter
        key={`${state.minPrice}:${state.maxPrice}`}
        min={state.minPrice}
        max={state.maxPrice}
        available={filters && { min: filters.min_price, max: filters.max_price }}
        onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
      />
      <RatingChoice value={state.rating} onChange={(rating) => onChange({ rating })} />
      {filters && filters.brands.length > 0 && (
        <ChoiceSelect
          label={t`Brand`}
          anyLabel={t`All brands`}
          choices={filters.brands}
          value={state.brandId}
          onChange={(brandId) => onChange({ brandId })}
        />
      )}
      {filters && filters.colors.length > 0 && (
        <ChoiceSelect
          label={t`Color`}
          anyLabel={t`All colors`}
          choices={filters.colors}
          value={state.colorId}
          onChange={(colorId) => onChange({ colorId })}
        />
      )}
      {filters && filters.sizes.length > 0 && (
        <ChoiceSelect
          label={t`Size`}
          anyLabel={t`All sizes`}
          choices={filters.sizes}
          value={state.sizeId}
          onChange={(sizeId) => onChange({ sizeId })}
        />
      )}
      {active > 0 && (
        <Button variant="secondary" onPress={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </div>
  );
}
