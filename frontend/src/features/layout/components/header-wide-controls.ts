// The header's controls that only screens from a tablet's width up show, in one file for the header to load when
// they are seen (site-header.tsx).
export { LanguageSwitcher } from '@/components/language-switcher';
export { HeaderNav } from './header-nav';
export { MenuSearchButton } from './menu-search-button';
