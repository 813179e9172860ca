import { type AnyRouter, useRouter } from '@tanstack/react-router';
import {
  type ComponentType,
  memo,
  type NamedExoticComponent,
  type RefObject,
  startTransition,
  Suspense,
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { tappedElement } from '@/lib/tapped-element';
import { useHydrating } from '@/lib/use-hydrating';
import classes from './hydrate-when-seen.module.css';

/**
 * A promise that is settled once `open` is called, in the form React reads at once (its `status`): a tap on the
 * part can then hydrate it in the tap's own task, before React hands the tap on.
 */
export interface Gate {
  readonly promise: Promise<void>;
  isOpen(): boolean;
  open(): void;
}

export function createGate(open: boolean): Gate {
  let settle = () => {};
  const promise: Promise<void> & { status?: 'fulfilled'; value?: undefined } = new Promise<void>(
    (resolve) => (settle = resolve),
  );
  const gate: Gate = {
    promise,
    isOpen: () => promise.status === 'fulfilled',
    open() {
      promise.status = 'fulfilled';
      settle();
    },
  };
  if (open) gate.open();
  return gate;
}

const ALWAYS_OPEN = createGate(true);

/** Whatever the visitor does inside the part, before React hands it on: pointer, keyboard, or a tap made again. */
const INTERACTIONS = ['pointerdown', 'focusin', 'click', 'keydown'] as const;

/** The attribute naming each part's wrapper, with the part's `useId`, the same in the server's markup and React's. */
const PART = 'data-hydrated-when-seen';
/** The attribute marking the wrapper of a part whose code comes with it (`loadWhenSeen`), in the server's markup too. */
const CODE_COMES_WITH_IT = 'data-code-comes-when-seen';

/** The parts the visitor has reached into, by their ids, and how to open each part still waiting, by its id. */
const reachedParts = new Set<string>();
const waitingParts = new Map<string, () => void>();

/** The code of a part that comes with the part (`loadWhenSeen`): whether it has come, and a way to ask for it. */
export interface PartCode {
  loaded: () => boolean;
  /** Asks for the code once more unless it has come; settles when it has come or could not be had. */
  want: () => Promise<void>;
}

/** The code of each part on the page that loads its code when seen, by the part's id. */
const partCodes = new Map<string, PartCode>();

/**
 * Taps on parts whose code comes with them, made before React had rendered the part (a tap the page's loader held
 * until the takeover, made again at once): the part's code is not known yet, by the part's id.
 */
const tapsAwaitingTheirPart = new Map<string, HTMLElement>();

/** While a held tap is made again: then it goes on its way, whether the part's code came or not. */
let makingATapAgain = false;

/**
 * A tap on a part whose code has not come yet: React could not take the part over in the tap's task and would drop
 * the tap, and a link would take the visitor to a new page. The tap is held, and made again once the code has come
 * (`makeTheTapAgain`), when React takes the part over in the tap's own task. Answers the element tapped.
 */
function holdTheTap(event: Event): HTMLElement | undefined {
  const again = tappedElement(event.target);
  if (!again) return undefined;
  event.preventDefault();
  event.stopImmediatePropagation();
  return again;
}

/** Makes a held tap again once the part's code has come; or, if the code cannot be had, as the browser would make it. */
function makeTheTapAgain(again: HTMLElement, code: PartCode): void {
  void code.want().then(() => {
    if (!again.isConnected) return;
    makingATapAgain = true;
    try {
      again.click();
    } finally {
      makingATapAgain = false;
    }
  });
}

/**
 * Hears the visitor reach into a part on the document, during capture: before React's own listener on the app's
 * root, which then hydrates the part and hands it the event. A tap the page's loader held until the takeover is made
 * again before React has committed anything of the page (app-loader.ts): the part's gate then reads `reachedParts`.
 */
function hearTheVisitorReachIn(event: Event): void {
  const part = event.target instanceof Element ? event.target.closest(`[${PART}]`) : null;
  const id = part?.getAttribute(PART);
  if (!id) return;
  reachedParts.add(id);
  waitingParts.get(id)?.();
  if (event.type !== 'click' || makingATapAgain) return;
  const code = partCodes.get(id);
  if (code && !code.loaded()) {
    const again = holdTheTap(event);
    if (again) makeTheTapAgain(again, code);
  } else if (!code && part?.hasAttribute(CODE_COMES_WITH_IT)) {
    // Made again once the part is rendered and its code has come (see `hydrateWhenSeen`).
    const again = holdTheTap(event);
    if (again) tapsAwaitingTheirPart.set(id, again);
  }
}

if (!import.meta.env.SSR && typeof document !== 'undefined')
  for (const type of INTERACTIONS) document.addEventListener(type, hearTheVisitorReachIn, true);

/**
 * Opens the gate when the part comes into view or when the visitor reaches into it. When the router leaves the page
 * first, the part is rendered afresh instead: hydrated after the router's state has moved on, it would keep the
 * server's attributes for the page before (React leaves an attribute that differs as it found it), such as the
 * footer's link to that page marked as the current one. Answers how to stop watching.
 */
function openWhenNeeded(
  id: string,
  wrapper: HTMLElement,
  gate: Gate,
  router: AnyRouter | undefined,
  { opened, leaving }: { opened: () => void; leaving: () => void },
): () => void {
  if (gate.isOpen() || reachedParts.has(id)) {
    gate.open();
    opened();
    return () => {};
  }
  // As it comes into view, not before: on a phone, a margin of half a screen took the home page's categories over
  // with the page. React hydrates it in slices between frames, and a tap on it meanwhile is answered all the same.
  const seen = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) open();
  });
  // The wrapper has no box of its own: the part's elements stand for it (a first one may be a <style> Mantine wrote).
  for (const element of wrapper.children) seen.observe(element);
  waitingParts.set(id, open);
  const unsubscribe = router?.subscribe('onBeforeNavigate', () => {
    stop();
    leaving();
  });

  function stop() {
    seen.disconnect();
    waitingParts.delete(id);
    unsubscribe?.();
  }
  function open() {
    stop();
    gate.open();
    opened();
  }
  return stop;
}

/** Holds the part's hydration until its gate opens or the visitor reaches into it; what React renders itself, at once. */
function HydrationGate({ id, gate }: { id: string; gate: Gate }) {
  use(useHydrating() && !reachedParts.has(id) ? gate.promise : ALWAYS_OPEN.promise);
  useEffect(() => gate.open(), [gate]);
  return null;
}

/**
 * The props a part hydrates with while it waits: those it was first rendered with, as the server rendered it, each
 * function among them calling the function of the latest props. A prop that changes meanwhile (a callback made at each
 * render of the page, a favourite known only in the browser) would make React hydrate the part before it could show
 * the change; the part shows it once taken over, and a tap meanwhile is handled by the page's latest callback.
 */
function heldProps<Props extends object>(props: Props, latest: RefObject<Props>): Props {
  return Object.fromEntries(
    Object.entries(props).map(([key, value]) => [
      key,
      typeof value === 'function'
        ? (...args: unknown[]) =>
            (latest.current[key as keyof Props] as (...args: unknown[]) => unknown)(...args)
        : value,
    ]),
  ) as Props;
}

/**
 * `Component` as a part of a server-rendered page that React takes over only once it is needed: when it comes into
 * view, or when the visitor reaches into it. Until then its markup is the server's, links work as links, and the
 * phone's main thread is spent on what the visitor sees. A page the browser renders itself shows it at once.
 *
 * React hydrates a part that is sent new props or a changed context before it can show the change. The part keeps the
 * props it was first rendered with until it is taken over (`heldProps`), and the contexts above it must keep their
 * values (see auth-context.tsx).
 */
export function hydrateWhenSeen<Props extends object>(
  Component: ComponentType<Props>,
  code?: PartCode,
): NamedExoticComponent<Props> {
  function HydratedWhenSeen(props: Props) {
    // Outside a router (a component's own test or story) no navigation can leave the page.
    const router = useRouter({ warn: false }) as AnyRouter | undefined;
    const id = useId();
    const [gate] = useState(() => createGate(import.meta.env.SSR));
    const [takenOver, setTakenOver] = useState(!useHydrating());
    const [afresh, setAfresh] = useState(false);
    const latest = useRef(props);
    useLayoutEffect(() => {
      latest.current = props;
    });
    const [held] = useState(() => heldProps(props, latest));
    const shown = takenOver ? props : held;
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (!code) return;
      partCodes.set(id, code);
      const heldTap = tapsAwaitingTheirPart.get(id);
      tapsAwaitingTheirPart.delete(id);
      if (heldTap) makeTheTapAgain(heldTap, code);
      return () => void partCodes.delete(id);
    }, [id]);
    useEffect(
      () =>
        openWhenNeeded(id, wrapper.current!, gate, router, {
          opened: () => {
            const takeOver = () => startTransition(() => setTakenOver(true));
            // Sent new props before it could hydrate, the part could not be taken over in a tap's task any more (React
            // dropped the tap made again): a part whose code comes when seen is sent them once the code has come.
            if (code) void code.want().then(takeOver);
            else takeOver();
          },
          leaving: () => {
            const renderAfresh = () => {
              setAfresh(true);
              setTakenOver(true);
            };
            // Its code comes first: the server's markup stands meanwhile, rather than nothing.
            if (code) void code.want().then(() => code.loaded() && renderAfresh());
            else renderAfresh();
          },
        }),
      [id, gate, router],
    );
    // A part the browser renders itself needs its code at once.
    useEffect(() => {
      if (takenOver) void code?.want();
    }, [takenOver]);
    const part = useMemo(
      () => (
        // A new key drops the server's markup: React renders the part itself.
        <Suspense key={afresh ? 'afresh' : 'as-served'} fallback={null}>
          <HydrationGate id={id} gate={gate} />
          <Component {...shown} />
        </Suspense>
      ),
      [id, gate, shown, afresh],
    );
    return (
      <div
        ref={wrapper}
        className={classes.wrapper}
        {...{ [PART]: id, [CODE_COMES_WITH_IT]: code ? '' : undefined }}
      >
        {part}
      </div>
    );
  }
  return memo(HydratedWhenSeen);
}
