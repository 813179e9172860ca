import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithTheme } from '@/lib/mantine/theme-on-demand';

const ModalsProvider = lazyWithTheme(() =>
  import('@mantine/modals').then((module) => ({ default: module.ModalsProvider })),
);

/** What `modals.open…()` from @mantine/modals sends; requests made before the manager listens are replayed. */
const OPENING_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal'].map(
  (name) => `mantine-modals:${name}`,
);

/**
 * Mantine's modals manager, loaded on the first `modals.openConfirmModal()` (or other `modals.open…()`)
 * instead of with every page: a first visit to the storefront never needs it. Screens use the `modals` API;
 * there is no `useModals()` context above them.
 */
export function ModalsHost() {
  const waiting = useRef<CustomEvent<unknown>[]>([]);
  const [asked, setAsked] = useState(false);
  const [listening, setListening] = useState(false);

  useEffect(() => {
    if (listening) return;
    const remember = (event: Event) => {
      waiting.current.push(event as CustomEvent<unknown>);
      setAsked(true);
    };
    for (const name of OPENING_EVENTS) window.addEventListener(name, remember);
    return () => {
      for (const name of OPENING_EVENTS) window.removeEventListener(name, remember);
    };
  }, [listening]);

  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider>
        <Replay
          onReplay={() => {
            const requests = waiting.current.splice(0);
            setListening(true);
            return requests;
          }}
        />
      </ModalsProvider>
    </Suspense>
  );
}

/** Once the manager listens, sends it the requests made while it was loading. */
function Replay({ onReplay }: { onReplay: () => CustomEvent<unknown>[] }) {
  const replayed = useRef(false);
  useEffect(() => {
    if (replayed.current) return;
    // The provider starts listening in its own effect, which runs after this child's.
    const timer = setTimeout(() => {
      replayed.current = true;
      for (const request of onReplay())
        window.dispatchEvent(new CustomEvent(request.type, { detail: request.detail }));
    });
    return () => clearTimeout(timer);
  }, [onReplay]);
  return null;
}
