import { useId, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import type { Schema } from '../../../api/types';
import { ChevronIcon } from '../../kit/Icon';
import { focusRing } from '../../kit/styles';
import { FooterItem, type FooterSettings } from './FooterItem';

const LINK_TYPES = new Set<Schema<'FooterItem'>['type']>(['link', 'email', 'phone']);

/**
 * A footer column: its title and entries. A list of links collapses below 640 px (docs/requirements.md §9): it starts
 * closed and the title, a button, opens it; from 640 px (`sm:`) the list always shows and the title is plain text.
 */
export function FooterColumn({ column, settings }: { column: Schema<'FooterColumn'>; settings: FooterSettings }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const collapsible = column.items.length > 0 && column.items.every((item) => LINK_TYPES.has(item.type));

  return (
    <div>
      <h2 className="flex min-h-11 items-center font-semibold text-white">
        {collapsible ? (
          <>
            {/* Kit Button centres its content; the title and chevron must sit at either end of the row. */}
            <Button
              aria-expanded={open}
              aria-controls={listId}
              onPress={() => setOpen((isOpen) => !isOpen)}
              className={`${focusRing} flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-sm text-start focus-visible:outline-white sm:hidden`}
            >
              {column.title}
              <ChevronIcon direction={open ? 'up' : 'down'} />
            </Button>
            <span className="max-sm:hidden">{column.title}</span>
          </>
        ) : (
          column.title
        )}
      </h2>
      <ul id={listId} className={`mt-2 flex-col gap-2 text-sm ${collapsible && !open ? 'hidden sm:flex' : 'flex'}`}>
        {column.items.map((item) => (
          <FooterItem key={item.id} item={item} settings={settings} />
        ))}
      </ul>
    </div>
  );
}
