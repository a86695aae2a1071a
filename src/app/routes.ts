import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { kitEvaluated } from '../ui/kit/kit-stages';
import { lazyRetrying } from './lazy-retrying';

export type LayoutName = 'default' | 'account' | 'blog' | 'bare';

export interface AppRoute {
  path: string;
  layout: LayoutName;
  /** Shown as '{title} - {app name}'; the home page has none (the app name alone). */
  title: MessageDescriptor | null;
  /** The screen; null until the issue that builds it lands (the route then says so plainly). */
  page: ComponentType | null;
}

/**
 * A page's code, evaluated after the kit it is built on, so that the page's own evaluation stays short. The home
 * page's first screen is built without the kit; its sections below the offers wait for it (ui/pages/HomePage.tsx).
 */
const afterKit =
  <Loaded>(load: () => Promise<Loaded>) =>
  () =>
    kitEvaluated().then(load);

const HomePage = lazyRetrying(() => import('../ui/pages/HomePage'));
const ProductDetailsPage = lazyRetrying(afterKit(() => import('../ui/pages/ProductDetailsPage')));
const ShopsPage = lazyRetrying(afterKit(() => import('../ui/pages/ShopsPage')));
const ShopPage = lazyRetrying(afterKit(() => import('../ui/pages/ShopPage')));
const FlashSalePage = lazyRetrying(afterKit(() => import('../ui/pages/FlashSalePage')));
const WishlistPage = lazyRetrying(afterKit(() => import('../ui/pages/WishlistPage')));
const DashboardPage = lazyRetrying(afterKit(() => import('../ui/pages/DashboardPage')));
const OrderHistoryPage = lazyRetrying(afterKit(() => import('../ui/pages/OrderHistoryPage')));
const OrderDetailsPage = lazyRetrying(afterKit(() => import('../ui/pages/OrderDetailsPage')));
const ManageAddressPage = lazyRetrying(afterKit(() => import('../ui/pages/ManageAddressPage')));
const NewAddressPage = lazyRetrying(afterKit(() => import('../ui/pages/NewAddressPage')));
const EditAddressPage = lazyRetrying(afterKit(() => import('../ui/pages/EditAddressPage')));
const BlogsPage = lazyRetrying(afterKit(() => import('../ui/pages/BlogsPage')));
const BlogPage = lazyRetrying(afterKit(() => import('../ui/pages/BlogPage')));
const LegalPage = lazyRetrying(afterKit(() => import('../ui/pages/LegalPage')));
const ContactPage = lazyRetrying(afterKit(() => import('../ui/pages/ContactPage')));
const SupportPage = lazyRetrying(afterKit(() => import('../ui/pages/SupportPage')));
const SellerRegisterPage = lazyRetrying(afterKit(() => import('../ui/pages/SellerRegisterPage')));
const SellerConfirmPage = lazyRetrying(afterKit(() => import('../ui/pages/SellerConfirmPage')));
const ProductsPage = lazyRetrying(afterKit(() => import('../ui/pages/ProductsPage')));
const CategoriesPage = lazyRetrying(afterKit(() => import('../ui/pages/CategoriesPage')));
const CategoryPage = lazyRetrying(afterKit(() => import('../ui/pages/CategoryPage')));
const MostPopularPage = lazyRetrying(afterKit(() => import('../ui/pages/MostPopularPage')));
const BestDealPage = lazyRetrying(afterKit(() => import('../ui/pages/BestDealPage')));
const CheckoutPage = lazyRetrying(afterKit(() => import('../ui/pages/CheckoutPage')));
const BuyNowPage = lazyRetrying(afterKit(() => import('../ui/pages/BuyNowPage')));
const ReturnProductPage = lazyRetrying(afterKit(() => import('../ui/pages/ReturnProductPage')));
const ReturnOrdersPage = lazyRetrying(afterKit(() => import('../ui/pages/ReturnOrdersPage')));
const ReturnOrderDetailsPage = lazyRetrying(afterKit(() => import('../ui/pages/ReturnOrderDetailsPage')));
const ProfilePage = lazyRetrying(afterKit(() => import('../ui/pages/ProfilePage')));
const ChangePasswordPage = lazyRetrying(afterKit(() => import('../ui/pages/ChangePasswordPage')));
const SupportTicketsPage = lazyRetrying(afterKit(() => import('../ui/pages/SupportTicketsPage')));
const SupportTicketPage = lazyRetrying(afterKit(() => import('../ui/pages/SupportTicketPage')));
const MessagesPage = lazyRetrying(afterKit(() => import('../ui/pages/MessagesPage')));

/** Every route of docs/requirements.md §2, with its layout and title. Pages are code-split: each loads when first opened. */
export const ROUTES: AppRoute[] = [
  { path: '/', layout: 'default', title: null, page: HomePage },
  { path: '/shops', layout: 'default', title: msg`Shops`, page: ShopsPage },
  { path: '/shops/:id', layout: 'default', title: msg`Shop`, page: ShopPage },
  { path: '/products', layout: 'default', title: msg`Products`, page: ProductsPage },
  { path: '/products/:id/details', layout: 'default', title: msg`Product Details`, page: ProductDetailsPage },
  { path: '/categories', layout: 'default', title: msg`Categories`, page: CategoriesPage },
  { path: '/categories/:slug', layout: 'default', title: msg`Category`, page: CategoryPage },
  { path: '/most-popular', layout: 'default', title: msg`Most Popular`, page: MostPopularPage },
  { path: '/best-deal', layout: 'default', title: msg`Best Deals`, page: BestDealPage },
  { path: '/flash-sale/:id', layout: 'default', title: msg`Flash Sale`, page: FlashSalePage },
  { path: '/checkout', layout: 'default', title: msg`Checkout`, page: CheckoutPage },
  { path: '/buynow', layout: 'default', title: msg`Buy Now`, page: BuyNowPage },
  { path: '/support', layout: 'default', title: msg`Support`, page: SupportPage },
  { path: '/terms-and-conditions', layout: 'default', title: msg`Terms & Conditions`, page: LegalPage },
  { path: '/privacy-policy', layout: 'default', title: msg`Privacy Policy`, page: LegalPage },
  { path: '/return-policy', layout: 'default', title: msg`Return Policy`, page: LegalPage },
  { path: '/about-us', layout: 'default', title: msg`About Us`, page: LegalPage },
  { path: '/contact-us', layout: 'default', title: msg`Contact Us`, page: ContactPage },
  { path: '/page/:slug', layout: 'default', title: msg`Page`, page: LegalPage },
  { path: '/shop/register', layout: 'default', title: msg`Become a Seller`, page: SellerRegisterPage },
  {
    path: '/shop/register/confirm',
    layout: 'default',
    title: msg`Confirm Seller Application`,
    page: SellerConfirmPage,
  },
  { path: '/blogs', layout: 'blog', title: msg`Blogs`, page: BlogsPage },
  { path: '/blog/:slug', layout: 'blog', title: msg`Blog`, page: BlogPage },
  { path: '/dashboard', layout: 'account', title: msg`Dashboard`, page: DashboardPage },
  { path: '/order-history', layout: 'account', title: msg`Order History`, page: OrderHistoryPage },
  { path: '/order-history/:id', layout: 'account', title: msg`Order Details`, page: OrderDetailsPage },
  { path: '/return-product/:id', layout: 'account', title: msg`Return Product`, page: ReturnProductPage },
  { path: '/returned-order-history', layout: 'account', title: msg`Return Orders`, page: ReturnOrdersPage },
  {
    path: '/returned-order-history/:id',
    layout: 'account',
    title: msg`Return Order Details`,
    page: ReturnOrderDetailsPage,
  },
  { path: '/wishlist', layout: 'account', title: msg`Wishlist`, page: WishlistPage },
  { path: '/profile', layout: 'account', title: msg`My Profile`, page: ProfilePage },
  { path: '/manage-address', layout: 'account', title: msg`Manage Address`, page: ManageAddressPage },
  { path: '/manage-address/new', layout: 'account', title: msg`New Address`, page: NewAddressPage },
  { path: '/manage-address/:id/edit', layout: 'account', title: msg`Edit Address`, page: EditAddressPage },
  { path: '/change-password', layout: 'account', title: msg`Change Password`, page: ChangePasswordPage },
  { path: '/support-tickets', layout: 'account', title: msg`Support Tickets`, page: SupportTicketsPage },
  { path: '/support-ticket/:ticketNumber', layout: 'account', title: msg`Support Ticket`, page: SupportTicketPage },
  { path: '/massages', layout: 'account', title: msg`Messages`, page: MessagesPage },
];

export const NOT_FOUND_TITLE = msg`Page Not Found`;
