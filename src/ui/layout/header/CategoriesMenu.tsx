import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../../api/types';
import { Button, type ButtonProps } from '../../kit/Button';
import { ChevronIcon, MenuIcon } from '../../kit/Icon';
import { HeaderOverlay } from './HeaderOverlay';

/** The 'Categories' button, as the menu (./overlays/CategoriesMenu.tsx) and its stand-in draw it. */
export function CategoriesButton(props: Omit<ButtonProps, 'children'>) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" className="font-semibold max-sm:px-2" {...props}>
      <MenuIcon />
      {t`Categories`}
      <ChevronIcon direction="down" className="size-4" />
    </Button>
  );
}

/** The 'Categories' dropdown (docs/requirements.md §2); nothing when the shop has no categories. */
export function CategoriesMenu({ categories }: { categories: Schema<'Category'>[] }) {
  if (categories.length === 0) return null;
  return (
    <HeaderOverlay standIn={(intent) => <CategoriesButton {...intent} aria-haspopup="true" aria-expanded={false} />}>
      {(overlays) => <overlays.CategoriesMenu categories={categories} />}
    </HeaderOverlay>
  );
}
