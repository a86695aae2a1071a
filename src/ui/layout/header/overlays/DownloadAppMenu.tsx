import { useLingui } from '@lingui/react/macro';
import { Dropdown, MenuItem } from '../../../kit/Menu';
import { storeLinks } from '../../footer/storeLinks';
import { type AppStoreSettings, DownloadAppButton } from '../DownloadAppMenu';

/** 'Download our app' once its code is here: a menu of the app's store pages. */
export function DownloadAppMenu({ settings }: { settings: AppStoreSettings }) {
  const { i18n } = useLingui();
  return (
    <Dropdown placement="bottom end" button={<DownloadAppButton />}>
      {storeLinks(settings).map((store) => (
        <MenuItem key={store.href} href={store.href} isExternal textValue={i18n._(store.label)}>
          {i18n._(store.label)}
        </MenuItem>
      ))}
    </Dropdown>
  );
}
