import { Trans, useLingui } from '@lingui/react/macro';
import { useClickOutside, useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, useId, useRef } from 'react';
import { SERVICES } from './services';
import plain from '@/components/plain-button.module.css';
import classes from './site-header.module.css';

/**
 * The Services submenu as a disclosure of links: a click opens it, and Escape or a click elsewhere
 * closes it. A plain list keeps the header free of a positioning library.
 */
export function ServicesMenu() {
  const { i18n } = useLingui();
  const [opened, { close, toggle }] = useDisclosure(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useClickOutside<HTMLDivElement>(close);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    close();
    button.current?.focus();
  };

  return (
    <div ref={root} className={classes.services} onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        className={`mantine-focus-auto ${plain.plainButton} ${classes.navLink}`}
        aria-expanded={opened}
        aria-controls={listId}
        onClick={toggle}
      >
        <Trans>Services</Trans>
        <IconChevronDown size={16} aria-hidden="true" className={classes.chevron} />
      </button>
      <ul id={listId} className={classes.servicesList} hidden={!opened}>
        {SERVICES.map(({ label, to, Icon }) => (
          <li key={to}>
            <Link to={to} className={classes.servicesLink} onClick={close}>
              <Icon size={18} aria-hidden="true" />
              {i18n._(label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
