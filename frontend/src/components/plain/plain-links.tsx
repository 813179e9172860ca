import { createLink, type LinkComponent } from '@tanstack/react-router';
import { PlainActionIconAnchor } from './plain-action-icon';
import { PlainButtonAnchor } from './plain-button';

const RouterButton = createLink(PlainButtonAnchor);
const RouterActionIcon = createLink(PlainActionIconAnchor);

/** A PlainButton that is a router link, type-checked against the route tree. */
export const PlainButtonLink: LinkComponent<typeof PlainButtonAnchor> = (props) => (
  <RouterButton {...props} />
);

/** A PlainActionIcon that is a router link, type-checked against the route tree. */
export const PlainActionIconLink: LinkComponent<typeof PlainActionIconAnchor> = (props) => (
  <RouterActionIcon {...props} />
);
