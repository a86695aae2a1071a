import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ArrowIcon } from '../kit/Icon';
import { Link } from '../kit/Link';

const LINKS: { href: string; label: MessageDescriptor }[] = [
  { href: '/order-history', label: msg`Order History` },
  { href: '/wishlist', label: msg`Wishlist` },
  { href: '/manage-address', label: msg`Manage Address` },
  { href: '/support-tickets', label: msg`Support Tickets` },
  { href: '/profile', label: msg`My Profile` },
];

/** The account pages a customer opens most, one press from the dashboard. */
export function QuickLinks() {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {LINKS.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            variant="plain"
            className="flex min-h-12 items-center justify-between gap-2 rounded-lg border border-gray-200 bg-white px-4 font-medium text-gray-900 hover:border-gray-400 hover:bg-gray-50"
          >
            {i18n._(link.label)}
            <ArrowIcon direction="end" className="size-4 text-gray-600" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
