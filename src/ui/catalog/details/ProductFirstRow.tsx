import type { ReactNode } from 'react';

/** The top of a product's page: its pictures, and beside them (below on a phone) what `children` show. */
export function ProductFirstRow({ gallery, children }: { gallery: ReactNode; children: ReactNode }) {
  return (
    <div className="grid items-start gap-8 md:grid-cols-2">
      {gallery}
      <div className="flex flex-col gap-6">{children}</div>
    </div>
  );
}
