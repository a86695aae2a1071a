import type { User } from '../../../machines/session/session.types';
import { Button, type ButtonProps } from '../../kit/Button';
import { ChevronIcon } from '../../kit/Icon';
import { UserAvatar } from '../account/UserAvatar';
import { HeaderOverlay } from './HeaderOverlay';

export interface UserMenuProps {
  user: Pick<User, 'name' | 'profile_photo'>;
  /** `dropdown` in the navbar; `inline` lists the entries in the small-screen side panel. @default 'dropdown' */
  variant?: 'dropdown' | 'inline';
  /** Called when an entry is followed (the side panel closes itself). */
  onNavigate?: () => void;
}

/** The signed-in user's photo and name, as the menu (./overlays/UserMenu.tsx) and its stand-in draw its button. */
export function UserMenuButton({ user, ...props }: Omit<ButtonProps, 'children'> & Pick<UserMenuProps, 'user'>) {
  return (
    <Button variant="ghost" data-logout-opener className="max-w-64 px-2" {...props}>
      <UserAvatar user={user} size={32} />
      <bdi className="min-w-0 truncate">{user.name}</bdi>
      <ChevronIcon direction="down" className="size-4" />
    </Button>
  );
}

/** The signed-in user's menu: Dashboard, Order History, My Profile, Change Password and Log Out. */
export function UserMenu(props: UserMenuProps) {
  return (
    <HeaderOverlay
      // Inline, the menu is drawn only in the side panel, whose code is the menu's own: it is always here then.
      standIn={(intent) =>
        props.variant === 'inline' ? null : (
          <div>
            <UserMenuButton user={props.user} {...intent} aria-haspopup="true" aria-expanded={false} />
          </div>
        )
      }
    >
      {(overlays) => <overlays.UserMenu {...props} />}
    </HeaderOverlay>
  );
}
