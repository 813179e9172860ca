import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnchorLink } from '@/components/link';
import { ShopMark } from '@/components/shop-mark';
import { SHOP_CONTACT, SHOP_NAME, SHOP_TAGLINE } from '@/lib/shop';
import { SocialIcons } from './social-icons';
import classes from './site-footer.module.css';

function FooterBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <Text component="h2" className={classes.heading}>
        {title}
      </Text>
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
      <Container size="xl" className={classes.main}>
        <div className={classes.blocks}>
          <div className={classes.brand}>
            <Stack gap="md" maw={320}>
              <ShopMark />
              <Text c="dimmed" size="sm">
                {i18n._(SHOP_TAGLINE)}
              </Text>
              <SocialIcons />
            </Stack>
          </div>
          <div>
            {/* Only entries with a page of their own: nothing that looks like a link and leads nowhere. */}
            <FooterBlock title={t`Useful links`}>
              <li>
                <AnchorLink to="/about" className={classes.link}>
                  <Trans>About us</Trans>
                </AnchorLink>
              </li>
              <li>
                <AnchorLink to="/faq" className={classes.link}>
                  <Trans>FAQ</Trans>
                </AnchorLink>
              </li>
              <li>
                <AnchorLink to="/accessibility" className={classes.link}>
                  <Trans>Accessibility</Trans>
                </AnchorLink>
              </li>
            </FooterBlock>
          </div>
          <div>
            <FooterBlock title={t`Main menu`}>
              <li>
                <AnchorLink to="/" className={classes.link}>
                  <Trans>Home</Trans>
                </AnchorLink>
              </li>
              <li>
                <AnchorLink to="/menu" className={classes.link}>
                  <Trans>Menus</Trans>
                </AnchorLink>
              </li>
              <li>
                <AnchorLink to="/booking" className={classes.link}>
                  <Trans>Reservation</Trans>
                </AnchorLink>
              </li>
            </FooterBlock>
          </div>
          <div className={classes.wide}>
            <FooterBlock title={t`Contact us`}>
              <li>
                <Anchor href={`mailto:${SHOP_CONTACT.email}`} className={classes.link} inline>
                  <IconMail size={16} aria-hidden="true" style={{ verticalAlign: -3 }} />{' '}
                  {SHOP_CONTACT.email}
                </Anchor>
              </li>
              <li>
                <Anchor href={`tel:${SHOP_CONTACT.phoneHref}`} className={classes.link} inline>
                  <IconPhone size={16} aria-hidden="true" style={{ verticalAlign: -3 }} />{' '}
                  {SHOP_CONTACT.phone}
                </Anchor>
              </li>
              <li>
                <Trans>Social media: {socialHandle}</Trans>
              </li>
            </FooterBlock>
          </div>
        </div>
      </Container>
      <div className={classes.bottom}>
        <Container size="xl" py="md">
          <Text size="sm" c="dimmed" className={classes.copyright}>
            <Trans>
              Copyright © {year} {shopName}. All rights reserved.
            </Trans>
          </Text>
        </Container>
      </div>
    </footer>
  );
}
