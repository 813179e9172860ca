import { type AnyRouter, useRouter } from '@tanstack/react-router';
import {
  type ComponentType,
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type NamedExoticComponent,
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

/**
 * Opens the gate when the part comes into view, when the visitor reaches into it, or when the router leaves the
 * page: a navigation is a transition, and one that changed anything the part depends on would wait for its
 * hydration. Answers how to stop watching.
 */
function openWhenNeeded(wrapper: HTMLElement, gate: Gate, router?: AnyRouter): () => void {
  if (gate.isOpen()) return () => {};
  // As it comes into view, not before: on a phone, a margin of half a screen took the home page's categories over
  // with the page. React hydrates it in slices between frames, and a tap on it meanwhile is answered all the same.
  const seen = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) open();
  });
  // The wrapper has no box of its own: the part's elements stand for it (a first one may be a <style> Mantine wrote).
  for (const element of wrapper.children) seen.observe(element);
  // On the document, during capture: before React's own listener on the app's root, which then hydrates the part.
  const reached = (event: Event) => {
    if (event.target instanceof Node && wrapper.contains(event.target)) open();
  };
  for (const type of INTERACTIONS) document.addEventListener(type, reached, true);
  const leaving = router?.subscribe('onBeforeNavigate', () => open());

  function stop() {
    seen.disconnect();
    for (const type of INTERACTIONS) document.removeEventListener(type, reached, true);
    leaving?.();
  }
  function open() {
    stop();
    gate.open();
  }
  return stop;
}

/** Holds the part's hydration until its gate opens; what React renders itself, it renders at once. */
function HydrationGate({ gate }: { gate: Gate }) {
  use(useHydrating() ? gate.promise : ALWAYS_OPEN.promise);
  useEffect(() => gate.open(), [gate]);
  return null;
}

/**
 * `Component` as a part of a server-rendered page that React takes over only once it is needed: when it comes into
 * view, or when the visitor reaches into it. Until then its markup is the server's, links work as links, and the
 * phone's main thread is spent on what the visitor sees. A page the browser renders itself shows it at once.
 *
 * React hydrates a part that is sent new props or a changed context before it can show the change; so the part is
 * memoised (give it no props, or props that do not change), and the contexts above it must keep their values (see
 * auth-context.tsx).
 */
export function hydrateWhenSeen<Props extends object>(
  Component: ComponentType<Props>,
): NamedExoticComponent<Props> {
  function HydratedWhenSeen(props: Props) {
    // Outside a router (a component's own test or story) no navigation can leave the page.
    const router = useRouter({ warn: false }) as AnyRouter | undefined;
    const [gate] = useState(() => createGate(import.meta.env.SSR));
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => openWhenNeeded(wrapper.current!, gate, router), [gate, router]);
    return (
      <div ref={wrapper} className={classes.wrapper}>
        <Suspense fallback={null}>
          <HydrationGate gate={gate} />
          <Component {...props} />
        </Suspense>
      </div>
    );
  }
  return memo(HydratedWhenSeen);
}
