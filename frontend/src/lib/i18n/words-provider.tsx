import type { I18n } from '@lingui/core';
import { type I18nContext, LinguiContext } from '@lingui/react';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';

/**
 * Lingui's context, made anew when the language changes or a screen asked for a message the page had not loaded: not
 * when another area's catalogue arrives (src/lib/i18n/catalogues.ts). Its words are for screens that have not
 * rendered yet, and nothing on the page reads differently; Lingui's own provider would render every screen again.
 * The context holds the instance itself, where Lingui's holds a stand-in (a `Proxy`) made anew each time: the
 * catalogues an instance holds are known by the instance, and a language switch made through a stand-in would load
 * only the public pages' words in the new language.
 */
function wordsContextStore(i18n: I18n) {
  const make = (): I18nContext => ({ i18n, _: i18n.t.bind(i18n) });
  let context = make();
  let locale = i18n.locale;
  let missing = false;
  const hearMissing = () =>
    i18n.on('missing', () => {
      missing = true;
    });
  // From the first render on, before React subscribes: a screen may lack a message the first time it is drawn.
  let stopHearingMissing: (() => void) | undefined = hearMissing();
  return {
    get: () => context,
    subscribe: (changed: () => void) => {
      stopHearingMissing ??= hearMissing();
      const stopHearingChanges = i18n.on('change', () => {
        if (i18n.locale === locale && !missing) return;
        context = make();
        locale = i18n.locale;
        missing = false;
        changed();
      });
      // Unmounted, the provider leaves nothing listening to an instance that outlives it (the tests' shared one).
      return () => {
        stopHearingChanges();
        stopHearingMissing?.();
        stopHearingMissing = undefined;
      };
    },
  };
}

/**
 * The shop's words for the screens below, in place of Lingui's `I18nProvider`, whose context changes with every
 * catalogue loaded. A part of the page still waiting to be taken over (src/components/hydrate-when-seen.tsx) must see
 * its contexts keep their values: a new value reaching it has React drop the server's markup of it, and the part
 * (the footer, when a dialog's words came before the visitor scrolled to it) never comes back.
 */
export function WordsProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const store = useMemo(() => wordsContextStore(i18n), [i18n]);
  const context = useSyncExternalStore(store.subscribe, store.get, store.get);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
