import { useLingui } from '@lingui/react/macro';
import { Menu as RACMenu, SubmenuTrigger } from 'react-aria-components/Menu';
import type { Schema } from '../../../../api/types';
import { ChevronIcon } from '../../../kit/Icon';
import { Menu, MenuItem, MenuTrigger } from '../../../kit/Menu';
import { Picture } from '../../../kit/Picture';
import { Popover } from '../../../kit/Popover';
import { CategoriesButton } from '../CategoriesMenu';
import { categoryHref, subcategoryHref } from '../categoryLinks';

/** A tile: the thumbnail over the name; a chevron in the corner marks a flyout. */
function CategoryTile({ category, hasFlyout }: { category: Schema<'Category'>; hasFlyout: boolean }) {
  return (
    <span className="relative flex min-w-0 flex-1 flex-col items-center gap-1 py-2 text-center">
      <Picture
        sizes="40px"
        src={category.thumbnail}
        alt=""
        width={40}
        height={40}
        className="size-10 rounded object-cover"
      />
      <span className="hyphens-auto break-words text-sm leading-tight">{category.name}</span>
      {hasFlyout && <ChevronIcon direction="end" className="absolute -end-2 top-1 size-4" />}
    </span>
  );
}

/**
 * The 'Categories' dropdown: a menu laid out as a grid (2, 4, 5, 7, 10 columns by breakpoint, docs/requirements.md §2);
 * a category with subcategories opens a flyout (hover, Enter or the inline-end arrow) that starts with the
 * whole category. Arrows move through the grid in reading order; Escape closes.
 */
export function CategoriesMenu({ categories }: { categories: Schema<'Category'>[] }) {
  const { t } = useLingui();
  return (
    <MenuTrigger>
      <CategoriesButton />
      <Popover placement="bottom start" className="w-[min(calc(100vw-2rem),72rem)]">
        <RACMenu className="grid max-h-[inherit] grid-cols-2 gap-1 overflow-auto p-2 outline-hidden sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-7 xl:grid-cols-10">
          {categories.map((category) => {
            const name = category.name;
            if (category.sub_categories.length === 0) {
              return (
                <MenuItem key={category.id} id={category.id} href={categoryHref(category)} textValue={name}>
                  <CategoryTile category={category} hasFlyout={false} />
                </MenuItem>
              );
            }
            return (
              <SubmenuTrigger key={category.id}>
                <MenuItem id={category.id} textValue={name}>
                  <CategoryTile category={category} hasFlyout />
                </MenuItem>
                <Popover>
                  <Menu aria-label={name}>
                    <MenuItem href={categoryHref(category)} textValue={t`All ${name}`}>
                      {t`All ${name}`}
                    </MenuItem>
                    {category.sub_categories.map((sub) => (
                      <MenuItem key={sub.id} href={subcategoryHref(category.id, sub.id)} textValue={sub.name}>
                        {sub.name}
                      </MenuItem>
                    ))}
                  </Menu>
                </Popover>
              </SubmenuTrigger>
            );
          })}
        </RACMenu>
      </Popover>
    </MenuTrigger>
  );
}
