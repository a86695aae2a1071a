import type { ReactNode } from 'react';

/**
 * Small inline SVG icons. They are decoration: hidden from assistive technology, so the control that
 * holds one names itself (a visible label or `aria-label`). Size with a class (default `size-5`);
 * colour follows the text (`currentColor`).
 */
export interface IconProps {
  className?: string;
}

function Svg({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className ?? 'size-5'}`}
    >
      {children}
    </svg>
  );
}

/** `start` and `end` follow the reading direction: they point the other way in RTL. */
export type IconDirection = 'up' | 'down' | 'start' | 'end';

const chevronPaths: Record<IconDirection, string> = {
  up: 'm6 15 6-6 6 6',
  down: 'm6 9 6 6 6-6',
  start: 'm15 6-6 6 6 6',
  end: 'm9 6 6 6-6 6',
};

/** Mirrors inline-pointing icons in RTL. */
function flip(direction: IconDirection, className: string | undefined) {
  const size = className ?? 'size-5';
  return direction === 'start' || direction === 'end' ? `${size} rtl:-scale-x-100` : size;
}

export function ChevronIcon({ direction = 'down', className }: IconProps & { direction?: IconDirection }) {
  return (
    <Svg className={flip(direction, className)}>
      <path d={chevronPaths[direction]} />
    </Svg>
  );
}

const arrowPaths: Record<IconDirection, string> = {
  up: 'M12 19V5m-6 6 6-6 6 6',
  down: 'M12 5v14m-6-6 6 6 6-6',
  start: 'M19 12H5m6-6-6 6 6 6',
  end: 'M5 12h14m-6-6 6 6-6 6',
};

export function ArrowIcon({ direction = 'end', className }: IconProps & { direction?: IconDirection }) {
  return (
    <Svg className={flip(direction, className)}>
      <path d={arrowPaths[direction]} />
    </Svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

export function SearchIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Svg>
  );
}

/** `filled` shows a favourite that is already saved. */
export function HeartIcon({ className, filled = false }: IconProps & { filled?: boolean }) {
  return (
    <Svg className={className}>
      <path
        fill={filled ? 'currentColor' : 'none'}
        d="M12 20s-7.5-4.4-9.4-9.2C1.4 7.6 3.6 4.5 6.9 4.5c2 0 3.5 1.1 5.1 3 1.6-1.9 3.1-3 5.1-3 3.3 0 5.5 3.1 4.3 6.3C19.5 15.6 12 20 12 20z"
      />
    </Svg>
  );
}

/** A rating's star: `filled` draws it solid, else its outline alone, so the two differ in shape, not only colour. */
export function StarIcon({ className, filled = false }: IconProps & { filled?: boolean }) {
  return (
    <Svg className={className}>
      <path
        fill={filled ? 'currentColor' : 'none'}
        d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8L12 2.5Z"
      />
    </Svg>
  );
}

export function CartIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </Svg>
  );
}

export function UserIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20a8 8 0 0 1 16 0" />
    </Svg>
  );
}

export function MenuIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Svg>
  );
}

export function EyeIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </Svg>
  );
}

export function EyeOffIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M3 3l18 18" />
      <path d="M10.6 5.1Q11.3 5 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a10 10 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </Svg>
  );
}

export function GlobeIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </Svg>
  );
}

export function PhoneIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
    </Svg>
  );
}

export function CheckIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="m5 12 5 5 9-10" />
    </Svg>
  );
}

export function MinusIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M5 12h14" />
    </Svg>
  );
}

export function PlusIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M12 5v14M5 12h14" />
    </Svg>
  );
}

/** A speech bubble: chat with a shop. */
export function ChatIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M4 5h16v11H9l-5 4V5z" />
    </Svg>
  );
}

export function ShareIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M12 15V3m-4 4 4-4 4 4M5 11v9h14v-9" />
    </Svg>
  );
}
