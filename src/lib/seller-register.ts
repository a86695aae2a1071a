import { type ResolvedLink, safeWebHref } from '../../common/links';

/** The storefront's own seller application form (src/app/routes.ts). */
export const SELLER_REGISTER_PATH = '/shop/register';

/**
 * Where 'Become a Seller' goes: the marketplace's external seller sign-up page when `/master` names one that is a
 * web address (`seller_register_url`), else the storefront's own form.
 */
export function sellerRegisterLink(externalUrl: string | null | undefined): ResolvedLink {
  const href = safeWebHref(externalUrl);
  return href ? { kind: 'external', href } : { kind: 'internal', path: SELLER_REGISTER_PATH };
}

/**
 * A link of the server's (a footer entry) with the seller sign-up put in place: one to the storefront's own form
 * goes to the external page instead when there is one. Other links are as given.
 */
export function withSellerRegisterLink(link: ResolvedLink, externalUrl: string | null | undefined): ResolvedLink {
  const isOwnForm = link.kind === 'internal' && link.path.replace(/\/$/, '') === SELLER_REGISTER_PATH;
  return isOwnForm ? sellerRegisterLink(externalUrl) : link;
}
