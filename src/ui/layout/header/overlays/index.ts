// The header's controls that open an overlay (a menu, a select, a dialog), in full: one chunk, fetched when a
// shopper first reaches for one of them (../HeaderOverlay.tsx). Until then each is drawn by its stand-in, the
// module of the same name one folder up, which also holds the trigger's look that both share.
export { CategoriesMenu } from './CategoriesMenu';
export { CurrencySelect } from './CurrencySelect';
export { DownloadAppMenu } from './DownloadAppMenu';
export { LanguageSelect } from './LanguageSelect';
export { MobileMenu } from './MobileMenu';
export { MobileSearchDialog } from './MobileSearchDialog';
export { UserMenu } from './UserMenu';
