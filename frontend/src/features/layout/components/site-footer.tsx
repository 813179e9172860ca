import { Trans, useLingui } from '@lingui/react/macro';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ShopMark } from '@/components/shop-mark';
import { SHOP_CONTACT, SHOP_NAME, SHOP_TAGLINE } from '@/lib/shop';
import { SocialIcons } from './social-icons';
import classes from './site-footer.module.css';
import shell from './site-shell.module.css';

/** Mantine's global class gives the links the focus ring of every other control. */
const LINK_CLASS = `mantine-focus-auto ${classes.link}`;

function FooterBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className={classes.heading}>{title}</h2>
      <ul className={classes.list}>{children}</ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  const shopName = SHOP_NAME;
  const socialHandle = SHOP_CONTACT.socialHandle;

  return (
    <footer className={classes.footer}>
      <div className={`${shell.container} ${classes.main}`}>
        <div className={classes.blocks}>
          <div className={classes.brand}>
            <div className={classes.about}>
              <ShopMark />
              <p className={classes.tagline}>{i18n._(SHOP_TAGLINE)}</p>
              <SocialIcons />
            </div>
          </div>
          <div>
            {/* Only entries with a page of their own: nothing that looks like a link and leads nowhere. */}
            <FooterBlock title={t`Useful links`}>
              <li>
                <Link to="/about" className={LINK_CLASS}>
                  <Trans>About us</Trans>
                </Link>
              </li>
              <li>
                <Link to="/faq" className={LINK_CLASS}>
                  <Trans>FAQ</Trans>
                </Link>
              </li>
              <li>
                <Link to="/accessibility" className={LINK_CLASS}>
                  <Trans>Accessibility</Trans>
                </Link>
              </li>
            </FooterBlock>
          </div>
          <div>
            <FooterBlock title={t`Main menu`}>
              <li>
                <Link to="/" className={LINK_CLASS}>
                  <Trans>Home</Trans>
                </Link>
              </li>
              <li>
                <Link to="/menu" className={LINK_CLASS}>
                  <Trans>Menus</Trans>
                </Link>
              </li>
              <li>
                <Link to="/booking" className={LINK_CLASS}>
                  <Trans>Reservation</Trans>
                </Link>
              </li>
            </FooterBlock>
          </div>
          <div className={classes.wide}>
            <FooterBlock title={t`Contact us`}>
              <li>
                <a href={`mailto:${SHOP_CONTACT.email}`} className={LINK_CLASS}>
                  <IconMail size={16} aria-hidden="true" style={{ verticalAlign: -3 }} />{' '}
                  {SHOP_CONTACT.email}
                </a>
              </li>
              <li>
                <a href={`tel:${SHOP_CONTACT.phoneHref}`} className={LINK_CLASS}>
                  <IconPhone size={16} aria-hidden="true" style={{ verticalAlign: -3 }} />{' '}
                  {SHOP_CONTACT.phone}
                </a>
              </li>
              <li>
                <Trans>Social media: {socialHandle}</Trans>
              </li>
            </FooterBlock>
          </div>
        </div>
      </div>
      <div className={classes.bottom}>
        <div className={shell.container}>
          <p className={classes.copyright}>
            <Trans>
              Copyright © {year} {shopName}. All rights reserved.
            </Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}
