import { SHOP_NAME } from '@/lib/shop';
import classes from './shop-mark.module.css';

function PlateMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="var(--mantine-color-leaf-6)" />
      <path d="M20 40c0-8 5.5-14 12-14s12 6 12 14z" fill="#fff" />
      <rect x="16" y="40" width="32" height="4" rx="2" fill="#fff" />
      <circle cx="32" cy="23" r="2.5" fill="#fff" />
    </svg>
  );
}

/** The shop's plate and name, in the header, the footer and the dashboard: plain elements, on every page. */
export function ShopMark() {
  return (
    <span className={classes.mark}>
      <PlateMark />
      <span className={classes.name}>{SHOP_NAME}</span>
    </span>
  );
}
