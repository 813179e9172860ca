import { Trans, useLingui } from '@lingui/react/macro';
import { useClickOutside, useDisclosure } from '@mantine/hooks';
import { IconLanguage } from '@tabler/icons-react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { type KeyboardEvent, type MouseEvent, useId, useRef } from 'react';
import { addressInLanguage } from '@/lib/i18n/addresses';
import { type Language, LANGUAGE_NAMES, shopLanguage } from '@/lib/i18n/languages';
import { switchLanguage } from '@/lib/i18n/switch-language';
import classes from './language-switcher.module.css';
import plain from './plain-button.module.css';

/**
 * The languages the shop speaks, as links to this page in each (crawlable, and working before the app's code has
 * come): a click switches in place and remembers the choice. A disclosure of links, like the header's Services.
 */
export function LanguageSwitcher({
  onSwitch,
  listed = false,
}: {
  onSwitch?: () => void;
  /** The languages as a list in place (in a drawer) rather than behind a button (in the header). */
  listed?: boolean;
}) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const { pathname, searchStr } = useRouterState({
    select: (state) => ({ pathname: state.location.pathname, searchStr: state.location.searchStr }),
    structuralSharing: true,
  });
  const [opened, { close, toggle }] = useDisclosure(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useClickOutside<HTMLDivElement>(close);
  const current =
    LANGUAGE_NAMES.find(({ language }) => language === i18n.locale) ?? LANGUAGE_NAMES[0];

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    close();
    button.current?.focus();
  };
  const choose = (event: MouseEvent, language: Language) => {
    event.preventDefault();
    close();
    onSwitch?.();
    if (language !== i18n.locale) void switchLanguage(i18n, router, language);
  };

  const links = LANGUAGE_NAMES.map(({ language, endonym }) => (
    <li key={language}>
      <a
        href={`${addressInLanguage(pathname, language, shopLanguage())}${searchStr}`}
        hrefLang={language}
        lang={language}
        className={classes.link}
        aria-current={language === i18n.locale ? 'true' : undefined}
        onClick={(event) => choose(event, language)}
      >
        {endonym}
      </a>
    </li>
  ));

  if (listed) {
    return (
      <nav aria-label={t`Language`}>
        <ul className={classes.listed}>{links}</ul>
      </nav>
    );
  }
  return (
    <div ref={root} className={classes.switcher} onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        className={`mantine-focus-auto ${plain.plainButton} ${classes.button}`}
        aria-expanded={opened}
        aria-controls={listId}
        onClick={toggle}
      >
        <IconLanguage size={20} aria-hidden="true" />
        <span className={classes.visuallyHidden}>
          <Trans>Language:</Trans>
        </span>{' '}
        <span lang={current.language}>{current.endonym}</span>
      </button>
      <ul id={listId} className={classes.list} hidden={!opened}>
        {links}
      </ul>
    </div>
  );
}
