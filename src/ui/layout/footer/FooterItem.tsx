import type { ReactNode } from 'react';
import { mailtoHref, resolveLink, telHref } from '../../../../common/links';
import type { Schema } from '../../../api/types';
import { withSellerRegisterLink } from '../../../lib/seller-register';
import { Link } from '../../kit/Link';
import { AppStoreItem } from './AppStoreItem';
import { ServerLink } from './ServerLink';
import { SocialLinks } from './SocialLinks';

export type FooterSettings = Pick<
  Schema<'MasterSettings'>,
  | 'app_name'
  | 'web_logo'
  | 'web_footer_logo'
  | 'web_footer_text'
  | 'web_show_footer'
  | 'footers'
  | 'social_links'
  | 'footer_qr'
  | 'google_playstore_link'
  | 'app_store_link'
  | 'seller_register_url'
>;

/** Light text on the footer's dark ground, with a focus ring that shows on it. */
export const footerLinkClass = 'text-gray-100 hover:text-white focus-visible:outline-white';

/** The entry's content by its type (the contract's FooterItem); null when there is nothing safe to show. */
function itemContent(item: Schema<'FooterItem'>, settings: FooterSettings): ReactNode {
  switch (item.type) {
    case 'logo': {
      const logo = (
        <img
          src={settings.web_footer_logo ?? settings.web_logo}
          alt={settings.app_name}
          width={160}
          height={40}
          loading="lazy"
          className="h-10 w-auto"
        />
      );
      const link = resolveLink(item.url);
      return link ? (
        <ServerLink link={link} target={item.target} variant="plain" className="inline-block">
          {logo}
        </ServerLink>
      ) : (
        logo
      );
    }
    case 'text':
      return item.title ? <p dir="auto">{item.title}</p> : null;
    case 'email':
    case 'phone': {
      const href = item.type === 'email' ? mailtoHref(item.url ?? item.title) : telHref(item.url ?? item.title);
      if (!href) return null;
      const text = item.title ?? href.replace(/^(mailto|tel):/, '');
      return (
        <Link href={href} variant="standalone" className={footerLinkClass}>
          {/* A phone number reads left to right in every language; its digits alone would not say so. */}
          {item.type === 'phone' ? <span dir="ltr">{text}</span> : text}
        </Link>
      );
    }
    case 'social_links':
      return (
        <>
          {item.title && <p className="mb-2">{item.title}</p>}
          <SocialLinks links={settings.social_links} />
        </>
      );
    case 'app_store':
      return <AppStoreItem title={item.title} settings={settings} />;
    case 'link': {
      const given = resolveLink(item.url);
      const link = given && withSellerRegisterLink(given, settings.seller_register_url);
      // A link to the seller form sent to the marketplace's own sign-up page opens it as external pages open.
      const target = given?.kind === 'internal' && link?.kind === 'external' ? '_blank' : item.target;
      return link && item.title ? (
        <ServerLink link={link} target={target} variant="standalone" className={footerLinkClass}>
          {item.title}
        </ServerLink>
      ) : null;
    }
  }
}

/** One entry of a footer column, or nothing when its address is unsafe or it has nothing to show. */
export function FooterItem({ item, settings }: { item: Schema<'FooterItem'>; settings: FooterSettings }) {
  const content = itemContent(item, settings);
  return content ? <li>{content}</li> : null;
}
