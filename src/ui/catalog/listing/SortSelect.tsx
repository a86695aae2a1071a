import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SORT_TYPES, type SortType } from '../../../../common/listing-url';
import { Select } from '../../kit/Select';

const SORT_LABELS: Record<SortType, MessageDescriptor> = {
  newest: msg`Newest`,
  most_popular: msg`Most popular`,
  best_deal: msg`Best deals`,
  price_low_to_high: msg`Price: low to high`,
  price_high_to_low: msg`Price: high to low`,
  top_rated: msg`Top rated`,
};

export interface SortSelectProps {
  value: SortType;
  onChange: (sort: SortType) => void;
  className?: string;
}

/** The listing's order. */
export function SortSelect({ value, onChange, className }: SortSelectProps) {
  const { t, i18n } = useLingui();
  const options = SORT_TYPES.map((sort) => ({ value: sort, label: i18n._(SORT_LABELS[sort]) }));
  return (
    <Select
      label={t`Sort by`}
      options={options}
      value={value}
      onChange={(key) => {
        const sort = SORT_TYPES.find((type) => type === key);
        if (sort) onChange(sort);
      }}
      className={className}
    />
  );
}
