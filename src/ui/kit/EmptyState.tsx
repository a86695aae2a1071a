import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is empty, as a heading: "Cart is empty". */
  title: ReactNode;
  /** A line under the heading: what to do next. */
  children?: ReactNode;
  /** A Button or Link leading on, e.g. back to the shop. */
  action?: ReactNode;
  /** A decorative icon above the heading. */
  icon?: ReactNode;
  /** The heading's level in the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/** What a list or page shows when it has nothing in it. */
export function EmptyState({ title, children, action, icon, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      {icon && (
        <div aria-hidden="true" className="text-gray-500 [&>svg]:size-12">
          {icon}
        </div>
      )}
      <Heading className="font-semibold text-gray-900 text-lg">{title}</Heading>
      {children && <p className="max-w-prose text-gray-600">{children}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
