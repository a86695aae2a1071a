import { useLingui } from '@lingui/react/macro';
import { Button } from '../../kit/Button';
import { Dialog, DialogTrigger, Modal } from '../../kit/Dialog';
import { SearchIcon } from '../../kit/Icon';
import { SearchBox, type SearchBoxProps } from './SearchBox';

/**
 * Small screens: a search button opening the search box in a dialog, focused, so typing can start at once; the
 * dialog closes on search and when a suggestion is opened.
 */
export function MobileSearchDialog({
  searchText,
  onSearch,
  onOpenSuggestion,
}: Omit<SearchBoxProps, 'className' | 'inDialog'>) {
  const { t } = useLingui();
  return (
    <DialogTrigger>
      <Button variant="ghost" size="icon" aria-label={t`Open search`}>
        <SearchIcon />
      </Button>
      <Modal>
        <Dialog title={t`Search`}>
          {({ close }) => (
            <SearchBox
              searchText={searchText}
              onSearch={(text) => {
                close();
                onSearch(text);
              }}
              onOpenSuggestion={
                onOpenSuggestion &&
                ((path) => {
                  close();
                  onOpenSuggestion(path);
                })
              }
              inDialog
              className="mt-4"
            />
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
