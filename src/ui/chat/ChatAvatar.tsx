import { Picture } from '../kit/Picture';
export interface ChatAvatarProps {
  /** Image URL; without one the name's first letter stands in. */
  src: string | null;
  /** Who it shows, as a screen reader says it. */
  name: string;
  /** The name is written next to it: nothing to read out. */
  isDecorative?: boolean;
  /** @default 'md' */
  size?: 'sm' | 'md';
}

const SIZES = { sm: 32, md: 40 } as const;

/** A shopper's photo or a shop's logo, round, sized so nothing shifts while it loads. */
export function ChatAvatar({ src, name, isDecorative = false, size = 'md' }: ChatAvatarProps) {
  const pixels = SIZES[size];
  const box = size === 'sm' ? 'size-8 text-sm' : 'size-10 text-base';
  if (src) {
    return (
      <Picture
        sizes={`${pixels}px`}
        src={src}
        alt={isDecorative ? '' : name}
        width={pixels}
        height={pixels}
        className={`${box} shrink-0 rounded-full bg-gray-100 object-cover`}
      />
    );
  }
  const circle = `${box} inline-flex shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-900`;
  const initial = name.trim().charAt(0).toUpperCase();
  if (isDecorative) {
    return (
      <span aria-hidden="true" className={circle}>
        {initial}
      </span>
    );
  }
  return (
    <span role="img" aria-label={name} className={circle}>
      <span aria-hidden="true">{initial}</span>
    </span>
  );
}
