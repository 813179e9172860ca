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
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer}>
      <Container size="xl" py={{ base: 40, md: 64 }}>
        <div className={classes.blocks}>
          <div className={classes.brand}>
            <Stack gap="md" maw={320}>
              <ShopMark />
              <Text c="dimmed" size="sm">
                {SHOP_TAGLINE}
              </Text>
              <SocialIcons />
            </Stack>
          </div>
          <div>
            {/* Only entries with a page of their own: nothing that looks like a link and leads nowhere. */}
            <FooterBlock title="Useful links">
              <li>
                <AnchorLink to="/about" className={classes.link}>
                  About us
                </AnchorLink>
              </li>
              <li>
                <AnchorLink to="/faq" className={classes.link}>
                  FAQ
                </AnchorLink>
              </li>
            </FooterBlock>
          </div>
          <div>
            <FooterBlock title="Main menu">
              <li>
                <AnchorLink to="/" className={classes.link}>
                  Home
                </AnchorLink>
              </li>
              <li>
                <AnchorLink to="/menu" className={classes.link}>
                  Menus
                </AnchorLink>
              </li>
              <li>
                <AnchorLink to="/booking" className={classes.link}>
                  Reservation
                </AnchorLink>
              </li>
            </FooterBlock>
          </div>
          <div className={classes.wide}>
            <FooterBlock title="Contact us">
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
              <li>Social media: {SHOP_CONTACT.socialHandle}</li>
            </FooterBlock>
          </div>
        </div>
      </Container>
      <div className={classes.bottom}>
        <Container size="xl" py="md">
          <Text size="sm" c="dimmed" ta={{ base: 'center', md: 'left' }}>
            Copyright © {year} {SHOP_NAME}. All rights reserved.
          </Text>
        </Container>
      </div>
    </footer>
  );
}
