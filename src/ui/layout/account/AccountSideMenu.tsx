import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { useLocation } from 'wouter';
import { formatPhone } from '../../../lib/phone-number';
import type { User } from '../../../machines/session/session.types';
import { Badge } from '../../kit/Badge';
import { buttonStyles } from '../../kit/Button';
import { ChevronIcon } from '../../kit/Icon';
import { Link } from '../../kit/Link';
import { useMediaQuery } from '../use-media-query';
import { UserAvatar } from './UserAvatar';

interface SideMenuEntry {
  href: string;
  label: MessageDescriptor;
  /** Pages under other paths that belong to this entry (an order's return form, one ticket). */
  related?: string[];
}

/** docs/requirements.md §2, 'Account side menu', in its order. The messages page is spelled /massages there. */
const ENTRIES: SideMenuEntry[] = [
  { href: '/dashboard', label: msg`Dashboard` },
  { href: '/order-history', label: msg`Order History`, related: ['/return-product'] },
  { href: '/returned-order-history', label: msg`Return Orders` },
  { href: '/wishlist', label: msg`Wishlist` },
  { href: '/massages', label: msg`Message` },
  { href: '/profile', label: msg`My Profile` },
  { href: '/manage-address', label: msg`Manage Address` },
  { href: '/support-tickets', label: msg`Support Ticket`, related: ['/support-ticket'] },
  { href: '/change-password', label: msg`Change Password` },
  { href: '/terms-and-conditions', label: msg`Terms & Conditions` },
  { href: '/privacy-policy', label: msg`Privacy Policy` },
];

const MESSAGES_HREF = '/massages';

/** Tailwind's `md`: from here the menu stands beside the content (src/ui/layout/AccountLayout.tsx). */
const BESIDE_CONTENT = '(min-width: 48rem)';

const isUnder = (location: string, path: string) => location.startsWith(`${path}/`);

/** `page` on the entry's own page, `true` on a page inside its section (an order's details), else nothing. */
function currentOf(entry: SideMenuEntry, location: string): 'page' | 'true' | undefined {
  if (location === entry.href) return 'page';
  if (isUnder(location, entry.href) || entry.related?.some((path) => isUnder(location, path))) return 'true';
  return undefined;
}

export interface AccountSideMenuProps {
  user: Pick<User, 'name' | 'phone' | 'phone_code' | 'profile_photo'>;
  /** Unread chat messages, shown on the Message entry when above zero. @default 0 */
  unreadCount?: number;
  className?: string;
}

/**
 * The account pages' menu: the customer's photo, name and phone, then a link to each account page. Beside the
 * content from 48rem; on a phone it is one row (the page it is on) that opens the list, so the page itself starts
 * on the first screen.
 */
export function AccountSideMenu({ user, unreadCount = 0, className = '' }: AccountSideMenuProps) {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const isBeside = useMediaQuery(BESIDE_CONTENT, true);
  const current = ENTRIES.find((entry) => currentOf(entry, location) !== undefined);
  return (
    <nav aria-label={t`Account`} className={`rounded-lg border border-gray-200 bg-white p-3 ${className}`}>
      {isBeside ? (
        <MenuBody user={user} unreadCount={unreadCount} />
      ) : (
        // Closed on every page it leads to: the new page's content comes first.
        <Disclosure key={location}>
          <Button
            slot="trigger"
            className={`${buttonStyles({ variant: 'ghost' })} group min-h-11 w-full justify-between px-2`}
          >
            <span className="min-w-0 text-start">
              {t`Account menu`}
              {current && <span className="font-normal text-gray-700">: {i18n._(current.label)}</span>}
            </span>
            {unreadCount > 0 && <Badge count={unreadCount} />}
            <ChevronIcon className="size-4 shrink-0 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none" />
          </Button>
          <DisclosurePanel>
            <MenuBody user={user} unreadCount={unreadCount} />
          </DisclosurePanel>
        </Disclosure>
      )}
    </nav>
  );
}

/** The customer, then the entries. */
function MenuBody({ user, unreadCount }: Pick<AccountSideMenuProps, 'user'> & { unreadCount: number }) {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const phone = user.phone ? formatPhone(user.phone, user.phone_code) : null;
  return (
    <>
      <div className="flex items-center gap-3 border-gray-200 border-b px-2 pb-3">
        <UserAvatar user={user} size={56} />
        <div className="min-w-0">
          <p dir="auto" className="truncate font-semibold text-gray-900">
            {user.name}
          </p>
          {phone && (
            <p className="text-gray-700 text-sm">
              <span dir="ltr">{phone}</span>
            </p>
          )}
        </div>
      </div>
      <ul className="mt-2 grid grid-cols-2 gap-x-2 md:grid-cols-1">
        {ENTRIES.map((entry) => {
          const label = i18n._(entry.label);
          const isMessages = entry.href === MESSAGES_HREF;
          return (
            <li key={entry.href}>
              <Link
                href={entry.href}
                variant="plain"
                aria-current={currentOf(entry, location)}
                aria-label={
                  isMessages && unreadCount > 0
                    ? t`Message, ${plural(unreadCount, { one: '# unread message', other: '# unread messages' })}`
                    : undefined
                }
                className={[
                  'flex min-h-11 w-full items-center gap-2 rounded-md border-transparent border-s-4 px-2 text-gray-900 no-underline',
                  'hover:bg-gray-100 current:border-primary-700 current:bg-primary-50 current:font-semibold current:text-primary-800',
                ].join(' ')}
              >
                <span className="min-w-0 flex-1">{label}</span>
                {isMessages && <Badge count={unreadCount} />}
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
