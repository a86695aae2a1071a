import type { ReactNode } from 'react';

/** The home page's column: its heading for screen readers and the outline (the header's logo shows the name). */
export function HomeColumn({ appName, children }: { appName: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-6">
      <h1 className="sr-only">{appName}</h1>
      {children}
    </div>
  );
}
