import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { PlainContainer, PlainSimpleGrid, PlainStack } from '@/components/plain/plain-layout';
import { PlainText, PlainTitle } from '@/components/plain/plain-text';
import {
  IconCalendarEvent,
  IconDeviceMobile,
  IconShoppingBag,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';
import type { Shop } from '@/api/generated/model';
import { useGetShop } from '@/api/generated/shop/shop';
import { PlainThemeIcon } from '@/components/plain/plain-theme-icon';
import { SectionHeading } from '@/components/section-heading';
import classes from './our-services.module.css';

interface Service {
  title: string;
  description: string;
  Icon: Icon;
}

/** What the shop offers, as its settings say now: nothing it does not do (no delivery while delivery is off). */
export function servicesOf(
  shop: Pick<Shop, 'pickup' | 'delivery' | 'tableBooking'> | undefined,
  i18n: I18n = globalI18n,
): Service[] {
  return [
    {
      title: i18n._(msg`Online Ordering`),
      description: i18n._(msg`Explore the menu, choose a time and pay by card online.`),
      Icon: IconDeviceMobile,
    },
    ...(shop?.pickup
      ? [
          {
            title: i18n._(msg`Pickup`),
            description: i18n._(msg`Collect your order at the time you chose.`),
            Icon: IconShoppingBag,
          },
        ]
      : []),
    ...(shop?.delivery
      ? [
          {
            title: i18n._(msg`Delivery`),
            description: i18n._(msg`We bring your order to your door, at the time you chose.`),
            Icon: IconTruckDelivery,
          },
        ]
      : []),
    ...(shop?.tableBooking
      ? [
          {
            title: i18n._(msg`Table Booking`),
            description: i18n._(msg`Book a table online and get the confirmation by e-mail.`),
            Icon: IconCalendarEvent,
          },
        ]
      : []),
  ];
}

export function OurServices() {
  const { t, i18n } = useLingui();
  const shop = useGetShop();
  const services = servicesOf(shop.data, i18n);
  return (
    <section className={classes.section} aria-labelledby="services-title">
      <PlainContainer>
        <SectionHeading
          eyebrow={t`Our story & services`}
          title={
            <span id="services-title">
              <Trans>Our Culinary Journey And Services</Trans>
            </span>
          }
        >
          <PlainText c="dimmed" maw={560}>
            <Trans>
              Rooted in passion, we curate unforgettable dining experiences and offer exceptional
              services, blending culinary artistry with warm hospitality.
            </Trans>
          </PlainText>
        </SectionHeading>
        <PlainSimpleGrid
          className={classes.services}
          style={{ '--services': services.length } as CSSProperties}
        >
          {services.map(({ title, description, Icon }) => (
            <PlainStack
              key={title}
              component="article"
              align="center"
              ta="center"
              gap="xs"
              p="xl"
              bg="white"
              style={{
                borderRadius: '2rem',
                boxShadow: '0 16px 40px -24px rgba(31, 42, 31, 0.35)',
              }}
            >
              <PlainThemeIcon aria-hidden="true" style={{ color: 'var(--mantine-color-leaf-8)' }}>
                <Icon size={32} stroke={1.6} />
              </PlainThemeIcon>
              <PlainTitle order={3} fz="lg" c="leaf.9">
                {title}
              </PlainTitle>
              <PlainText size="sm" c="dimmed">
                {description}
              </PlainText>
            </PlainStack>
          ))}
        </PlainSimpleGrid>
      </PlainContainer>
    </section>
  );
}
