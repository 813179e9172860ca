import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Text } from '@mantine/core';
import { SHOP_CONTACT, SHOP_NAME } from '@/lib/shop';
import { InfoPage, InfoSection } from './info-page';

/**
 * The day the shop was last checked against WCAG 2.2 AA, beyond the automatic checks of every release: change it
 * with the statement whenever the shop is checked again.
 */
const LAST_CHECKED = new Date('2026-11-30T12:00:00Z');

/**
 * /accessibility: the accessibility statement the European Accessibility Act asks of a shop that sells online: the
 * standard it aims at, what is known not to meet it, how to reach the restaurant, and when it was last checked.
 */
export function AccessibilityScreen() {
  const { t, i18n } = useLingui();
  const checked = i18n.date(LAST_CHECKED, { dateStyle: 'long', timeZone: 'UTC' });
  const shopName = SHOP_NAME;
  const email = SHOP_CONTACT.email;
  return (
    <InfoPage
      title={t`Accessibility statement`}
      lead={t`${shopName} wants everyone to be able to read its menu, order and pay, whatever their abilities and whatever they browse with.`}
    >
      <InfoSection title={t`The standard we aim at`}>
        <Text>
          <Trans>
            This online shop aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at
            level AA, the level the European Accessibility Act asks for through the standard EN 301
            549.
          </Trans>
        </Text>
        <Text>
          <Trans>
            Before each new version goes live, every screen is checked against the WCAG 2.2 A and AA
            rules that can be tested automatically, in a real browser at a phone&apos;s width and a
            desktop&apos;s, and the shop is used with the keyboard alone.
          </Trans>
        </Text>
      </InfoSection>
      <InfoSection title={t`What is known not to meet it`}>
        <List spacing="xs">
          <List.Item>
            <Trans>
              The card fields at checkout come from our payment provider, Stripe: their
              accessibility is Stripe&apos;s.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              A dish&apos;s picture is described by the dish&apos;s name, not by what the picture
              shows; each dish&apos;s ingredients, allergens and diets are written out beside it.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Automatic checks find only part of what can go wrong. The shop has not yet been
              audited by hand with people who use screen readers or other assistive technology.
            </Trans>
          </List.Item>
        </List>
      </InfoSection>
      <InfoSection title={t`Tell us what stops you`}>
        <Text>
          <Trans>
            If part of the shop does not work for you, or you need the menu, its allergens or your
            order in another form, write to{' '}
            <Anchor href={`mailto:${email}`} c="leaf.9" underline="always">
              {email}
            </Anchor>
            . We answer within five working days, and take your order by another way meanwhile.
          </Trans>
        </Text>
        <Text>
          <Trans>
            If our answer does not satisfy you, you may turn to the authority that oversees
            accessibility in your country.
          </Trans>
        </Text>
      </InfoSection>
      <InfoSection title={t`This statement`}>
        <Text>
          <Trans>Last checked on {checked}.</Trans>
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
