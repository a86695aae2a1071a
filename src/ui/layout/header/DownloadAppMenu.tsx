import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../../api/types';
import { Button } from '../../kit/Button';
import { ChevronIcon } from '../../kit/Icon';
import { Dropdown, MenuItem } from '../../kit/Menu';
import { storeLinks } from '../footer/storeLinks';

/** 'Download our app': a menu of the app's store pages; nothing when the shop has none. */
export function DownloadAppMenu({
  settings,
}: {
  settings: Pick<Schema<'MasterSettings'>, 'google_playstore_link' | 'app_store_link'>;
}) {
  const { t, i18n } = useLingui();
  const stores = storeLinks(settings);
  if (stores.length === 0) return null;
  return (
    <Dropdown
      placement="bottom end"
      button={
        <Button variant="ghost" className="font-medium max-sm:px-2 min-[24rem]:whitespace-nowrap">
          {t`Download our app`}
          <ChevronIcon direction="down" className="size-4" />
        </Button>
      }
    >
      {stores.map((store) => (
        <MenuItem key={store.href} href={store.href} isExternal textValue={i18n._(store.label)}>
          {i18n._(store.label)}
        </MenuItem>
      ))}
    </Dropdown>
  );
}
