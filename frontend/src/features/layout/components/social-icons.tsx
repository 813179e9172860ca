import { useLingui } from '@lingui/react/macro';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import classes from './site-footer.module.css';

// The networks' own names, which no language translates.
/* eslint-disable lingui/no-unlocalized-strings */
const NETWORKS = [
  { name: 'Facebook', Icon: IconBrandFacebook },
  { name: 'Instagram', Icon: IconBrandInstagram },
  { name: 'X', Icon: IconBrandX },
  { name: 'YouTube', Icon: IconBrandYoutube },
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** Where the restaurant is on social media. Its pages have no addresses yet, so these are not links. */
export function SocialIcons() {
  const { t } = useLingui();
  return (
    <div className={classes.networks} role="list" aria-label={t`Find us on social media`}>
      {NETWORKS.map(({ name, Icon }) => (
        <span key={name} className={classes.network} role="listitem" aria-label={name}>
          <Icon size={18} aria-hidden="true" />
        </span>
      ))}
    </div>
  );
}
