import { useLingui } from '@lingui/react/macro';
import { Dialog, DialogTrigger, Modal } from '../../../kit/Dialog';
import { type MobileSearchDialogProps, OpenSearchButton } from '../MobileSearchDialog';
import { SearchBox } from '../SearchBox';

/**
 * Small screens: a search button opening the search box in a dialog, focused, so typing can start at once; the
 * dialog closes on search and when a suggestion is opened.
 */
export function MobileSearchDialog({ searchText, onSearch, onOpenSuggestion }: MobileSearchDialogProps) {
  const { t } = useLingui();
  return (
    <DialogTrigger>
      <OpenSearchButton />
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
