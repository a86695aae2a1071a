import { useLingui } from '@lingui/react/macro';
import { resolveLink } from '../../../../common/links';
import type { Schema } from '../../../api/types';
import { ServerLink } from '../footer/ServerLink';

export interface SiteMenuProps {
  menus: Schema<'MenuItem'>[];
  /** A row in the navbar, a column in the mobile side menu. */
  orientation: 'horizontal' | 'vertical';
  /** Called when a link is followed (the side menu closes). */
  onNavigate?: () => void;
}

/**
 * The shop's own menu (settings.menus): site paths stay in the app, external entries must be safe URLs,
 * each opens where its target says; anything else is left out.
 */
export function SiteMenu({ menus, orientation, onNavigate }: SiteMenuProps) {
  const { t } = useLingui();
  const entries = menus.flatMap((item) => {
    const link = resolveLink(item.url, item.is_external);
    return link ? [{ item, link }] : [];
  });
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t`Site menu`}>
      <ul className={orientation === 'horizontal' ? 'flex flex-wrap items-center gap-x-6 gap-y-1' : 'flex flex-col'}>
        {entries.map(({ item, link }) => (
          <li key={item.id}>
            <ServerLink
              link={link}
              target={item.target}
              variant="standalone"
              onPress={onNavigate}
              className={
                orientation === 'horizontal'
                  ? 'font-medium text-gray-900 hover:text-primary-700'
                  : 'min-h-11 w-full px-2 text-gray-900 hover:bg-gray-100'
              }
            >
              {item.name}
            </ServerLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
