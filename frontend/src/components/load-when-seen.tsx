import { type ComponentType, type NamedExoticComponent, use, useEffect, useState } from 'react';
import { appHasTakenOver } from '@/lib/app-took-over';
import { loadOnceUnlessItFails } from '@/lib/load-once';
import { useHydrating } from '@/lib/use-hydrating';
import { createGate, hydrateWhenSeen, type PartCode } from './hydrate-when-seen';

/** A part whose code comes when it is seen, with a way to load its code sooner. */
export type PartLoadedWhenSeen<Props extends object> = NamedExoticComponent<Props> & {
  /** Loads the part's code; settles when it has come or could not be had. */
  preload: () => Promise<void>;
};

/** How to load the code of every part that loads it when seen, for the server's render (see below). */
const everyPartsCode = new Set<() => Promise<void>>();

/**
 * Loads the code of every part that loads its code when seen: the server renders a page at once (`renderToString`),
 * with nothing left to load.
 */
export async function loadEveryPartLoadedWhenSeen(): Promise<void> {
  await Promise.all([...everyPartsCode].map((want) => want()));
}

/**
 * A part below a phone's first screen that comes as `hydrateWhenSeen`'s do, its code as well as its takeover: a first
 * visit that never scrolls to it never loads its code. The server renders it with its code (see above); in the
 * browser the server's markup stands, its links working as links, until the visitor comes near it or reaches into it.
 * A tap on it meanwhile is held until the code has come; a page the browser renders itself shows the part when it has.
 * The part may draw Mantine's components only where its page has the theme.
 */
export function loadWhenSeen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PartLoadedWhenSeen<Props> {
  let Loaded: ComponentType<Props> | undefined;
  const codeCame = createGate(false);
  const loadOnce = loadOnceUnlessItFails(load);
  const code: PartCode = {
    loaded: () => Loaded !== undefined,
    // A load that fails is tried again when the part is next needed (loadOnceUnlessItFails).
    want: () =>
      loadOnce().then(
        (component) => {
          Loaded = component;
          codeCame.open();
        },
        () => {},
      ),
  };
  everyPartsCode.add(code.want);
  function PartWithItsCode(props: Props) {
    const hydrating = useHydrating();
    const [came, setCame] = useState(() => codeCame.isOpen());
    useEffect(() => {
      if (!came) void codeCame.promise.then(() => setCame(true));
    }, [came]);
    // Until its code has come, the part is the server's markup: hydrating, it suspends, which keeps that markup. In
    // what React renders itself it is nothing meanwhile, and renders again when the code comes (a render suspended
    // there instead, under a test's `act`, was never tried again once the code came).
    if (hydrating) use(codeCame.promise);
    else if (!came && !codeCame.isOpen()) return null;
    const Part = Loaded!;
    return <Part {...props} />;
  }
  return Object.assign(hydrateWhenSeen(PartWithItsCode, code), { preload: code.want });
}

/**
 * For a page's loader: the code of its parts that load when seen, with the page when the browser renders the page
 * itself (the visitor comes from another page, or shows the intent to), so that they are there with the rest of it.
 * While React takes over the server's page they are left for later, as they come when seen.
 */
export async function loadWithThePage(parts: readonly PartLoadedWhenSeen<never>[]): Promise<void> {
  if (import.meta.env.SSR || !appHasTakenOver()) return;
  await Promise.all(parts.map((part) => part.preload()));
}
