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
import { useHydrating } from '@/lib/use-hydrating';
import classes from './hydrate-when-seen.module.css';

/**
 * A promise that is settled once `open` is called, in the form React reads at once (its `status`): a tap on the
 * part can then hydrate it in the tap's own task, before React hands the tap on.
 */
interface Gate {
  readonly promise: Promise<void>;
  isOpen(): boolean;
  open(): void;
}

function createGate(open: boolean): Gate {
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

/** The parts the visitor has reached into, by their ids, and how to open each part still waiting, by its id. */
const reachedParts = new Set<string>();
const waitingParts = new Map<string, () => void>();

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
    useEffect(
      () =>
        openWhenNeeded(id, wrapper.current!, gate, router, {
          opened: () => startTransition(() => setTakenOver(true)),
          leaving: () => {
            setAfresh(true);
            setTakenOver(true);
          },
        }),
      [id, gate, router],
    );
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
      <div ref={wrapper} className={classes.wrapper} data-hydrated-when-seen={id}>
        {part}
      </div>
    );
  }
  return memo(HydratedWhenSeen);
}
