import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type MantineAnchorProps = AnchorProps & Omit<ComponentPropsWithRef<'a'>, keyof AnchorProps>;
type MantineButtonAnchorProps = ButtonProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonProps>;

function MantineAnchor(props: MantineAnchorProps) {
  return <Anchor {...props} />;
}

function MantineButtonAnchor(props: MantineButtonAnchorProps) {
  return <Button component="a" {...props} />;
}

const RouterAnchor = createLink(MantineAnchor);
const RouterButton = createLink(MantineButtonAnchor);

/** A Mantine Anchor that navigates with the router, type-checked against the route tree. */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => (
  <RouterAnchor {...props} />
);

/** A Mantine Button that is a router link. */
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => (
  <RouterButton {...props} />
);
