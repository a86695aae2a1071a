import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../../api/types';
import { Button, type ButtonProps } from '../../kit/Button';
import { ChevronIcon } from '../../kit/Icon';
import { storeLinks } from '../footer/storeLinks';
import { HeaderOverlay } from './HeaderOverlay';

export type AppStoreSettings = Pick<Schema<'MasterSettings'>, 'google_playstore_link' | 'app_store_link'>;

/** The 'Download our app' button, as the menu (./overlays/DownloadAppMenu.tsx) and its stand-in draw it. */
export function DownloadAppButton(props: Omit<ButtonProps, 'children'>) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" className="font-medium max-sm:px-2 min-[24rem]:whitespace-nowrap" {...props}>
      {t`Download our app`}
      <ChevronIcon direction="down" className="size-4" />
    </Button>
  );
}

/** 'Download our app': a menu of the app's store pages; nothing when the shop has none. */
export function DownloadAppMenu({ settings }: { settings: AppStoreSettings }) {
  if (storeLinks(settings).length === 0) return null;
  return (
    <HeaderOverlay standIn={(intent) => <DownloadAppButton {...intent} aria-haspopup="true" aria-expanded={false} />}>
      {(overlays) => <overlays.DownloadAppMenu settings={settings} />}
    </HeaderOverlay>
  );
}
