import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useAppName } from '../../app/app-name';

/**
 * The header's place until its bar is in: as tall as the bar on each screen width, so nothing below moves when the
 * bar arrives. It shows the shop's name, or what `children` give (the checkout's drawing shows the logo).
 */
export function HeaderPlaceholder({ children }: { children?: ReactNode }) {
  const appName = useAppName();
  return (
    <div className="flex min-h-[202px] items-center px-4 md:min-h-[182px] lg:min-h-[174px]">
      {children ?? (
        <Link href="/" className="text-lg font-bold text-primary-800">
          {appName}
        </Link>
      )}
    </div>
  );
}
