import { useId, useState } from 'react';
import type { Schema } from '../../../api/types';
import { Button } from '../../kit/Button';
import { ChevronIcon } from '../../kit/Icon';
import { FooterItem, type FooterSettings } from './FooterItem';

const LINK_TYPES = new Set<Schema<'FooterItem'>['type']>(['link', 'email', 'phone']);

/**
 * A footer column: its title and entries. A list of links collapses below 640 px (spec section 9): it starts
 * closed and the title's button opens it; from 640 px (`sm:`) the list always shows and the button is gone.
 */
export function FooterColumn({ column, settings }: { column: Schema<'FooterColumn'>; settings: FooterSettings }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const listId = useId();
  const collapsible = column.items.length > 0 && column.items.every((item) => LINK_TYPES.has(item.type));

  return (
    <div>
      <div className="relative flex min-h-11 items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-white">
          {column.title}
        </h2>
        {collapsible && (
          <Button
            variant="ghost"
            size="icon"
            aria-labelledby={headingId}
            aria-expanded={open}
            aria-controls={listId}
            onPress={() => setOpen((isOpen) => !isOpen)}
            // `static` lets the ::after cover the whole title row, so all of it is the target.
            className="static text-gray-100 after:absolute after:inset-0 hover:bg-gray-800 pressed:bg-gray-700 focus-visible:outline-white sm:hidden"
          >
            <ChevronIcon direction={open ? 'up' : 'down'} />
          </Button>
        )}
      </div>
      <ul id={listId} className={`mt-2 flex-col gap-2 text-sm ${collapsible && !open ? 'hidden sm:flex' : 'flex'}`}>
        {column.items.map((item) => (
          <FooterItem key={item.id} item={item} settings={settings} />
        ))}
      </ul>
    </div>
  );
}
