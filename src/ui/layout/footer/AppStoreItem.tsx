import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../../api/types';
import { Link } from '../../kit/Link';
import { storeLinks } from './storeLinks';

type AppStoreSettings = Pick<Schema<'MasterSettings'>, 'footer_qr' | 'google_playstore_link' | 'app_store_link'>;

/** The app-download block: the QR code and the store links. */
export function AppStoreItem({ title, settings }: { title: string | null; settings: AppStoreSettings }) {
  const { t, i18n } = useLingui();
  const stores = storeLinks(settings);
  return (
    <div className="flex flex-col gap-3">
      {title && <p>{title}</p>}
      {settings.footer_qr && (
        <img
          src={settings.footer_qr}
          alt={t`Scan to download the app`}
          width={96}
          height={96}
          loading="lazy"
          className="size-24 rounded bg-white p-1"
        />
      )}
      {stores.length > 0 && (
        <ul className="flex flex-col gap-2">
          {stores.map((store) => (
            <li key={store.href}>
              <Link
                href={store.href}
                isExternal
                variant="standalone"
                className="text-gray-100 hover:text-white focus-visible:outline-white"
              >
                {i18n._(store.label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
