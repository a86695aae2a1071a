import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '../../kit/Button';
import { SearchIcon } from '../../kit/Icon';
import { HeaderOverlay } from './HeaderOverlay';
import type { SearchBoxProps } from './SearchBox';

export type MobileSearchDialogProps = Omit<SearchBoxProps, 'className' | 'inDialog'>;

/** The small screens' 'Open search' button, as the dialog (./overlays/MobileSearchDialog.tsx) and its stand-in draw it. */
export function OpenSearchButton(props: Omit<ButtonProps, 'children'>) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="icon" aria-label={t`Open search`} {...props}>
      <SearchIcon />
    </Button>
  );
}

/** Small screens: a search button opening the search box in a dialog. */
export function MobileSearchDialog(props: MobileSearchDialogProps) {
  return (
    <HeaderOverlay standIn={(intent) => <OpenSearchButton {...intent} aria-expanded={false} />}>
      {(overlays) => <overlays.MobileSearchDialog {...props} />}
    </HeaderOverlay>
  );
}
