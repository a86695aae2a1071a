import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { safeExternalHref } from '../../../../common/links';
import type { Schema } from '../../../api/types';

export interface StoreLink {
  label: MessageDescriptor;
  href: string;
}

/** The app's pages on Google Play and the App Store (from /master), each only when it is a web address. */
export function storeLinks(
  settings: Pick<Schema<'MasterSettings'>, 'google_playstore_link' | 'app_store_link'>,
): StoreLink[] {
  const links = [
    { label: msg`Get it on Google Play`, href: safeExternalHref(settings.google_playstore_link) },
    { label: msg`Download on the App Store`, href: safeExternalHref(settings.app_store_link) },
  ];
  return links.filter((link): link is StoreLink => link.href?.startsWith('http') === true);
}
