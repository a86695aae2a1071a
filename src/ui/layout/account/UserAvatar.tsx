import type { User } from '../../../machines/session/session.types';
import { Picture } from '../../kit/Picture';

export interface UserAvatarProps {
  user: Pick<User, 'name' | 'profile_photo'>;
  /** Width and height in CSS pixels. */
  size: number;
  className?: string;
}

/**
 * The user's photo, or the first letter of their name on a tinted disc when there is none. Decorative:
 * the name is always shown or spoken next to it.
 */
export function UserAvatar({ user, size, className = '' }: UserAvatarProps) {
  const style = { width: size, height: size };
  if (user.profile_photo) {
    return (
      <Picture
        sizes={`${size}px`}
        src={user.profile_photo}
        alt=""
        width={size}
        height={size}
        style={style}
        className={`shrink-0 rounded-full bg-gray-100 object-cover ${className}`}
      />
    );
  }
  const initial = Array.from(user.name.trim())[0]?.toLocaleUpperCase() ?? '';
  return (
    <span
      aria-hidden="true"
      style={{ ...style, fontSize: size * 0.45 }}
      className={`inline-flex shrink-0 select-none items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-800 ${className}`}
    >
      {initial}
    </span>
  );
}
