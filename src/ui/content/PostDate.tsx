import { useLingui } from '@lingui/react';

/** A post's date in the shopper's language ("20 Nov 2026"), machine-readable for assistive technology. */
export function PostDate({ value, className }: { value: string; className?: string }) {
  const { i18n } = useLingui();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={value} className={className}>
      {i18n.date(date, { dateStyle: 'medium' })}
    </time>
  );
}
