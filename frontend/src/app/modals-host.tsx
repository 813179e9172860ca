import { lazy, Suspense, useEffect, useState } from 'react';

const ModalsProvider = lazy(() =>
  import('@mantine/modals').then((module) => ({ default: module.ModalsProvider })),
);

/** What `modals.open…()` from @mantine/modals asks for; the first request is replayed once the host is there. */
const OPENING_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal'].map(
  (name) => `mantine-modals:${name}`,
);

/**
 * Mantine's modals manager, loaded on the first `modals.openConfirmModal()` (or other `modals.open…()`)
 * instead of with every page: a first visit to the storefront never needs it. Screens use the `modals` API;
 * there is no `useModals()` context above them.
 */
export function ModalsHost() {
  const [waiting, setWaiting] = useState<CustomEvent[] | null>(null);

  useEffect(() => {
    if (waiting) return;
    const remember = (event: Event) => setWaiting((earlier) => [...(earlier ?? []), event as CustomEvent]);
    for (const name of OPENING_EVENTS) window.addEventListener(name, remember);
    return () => {
      for (const name of OPENING_EVENTS) window.removeEventListener(name, remember);
    };
  }, [waiting]);

  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider>
        <Replay requests={waiting} />
      </ModalsProvider>
    </Suspense>
  );
}

/** Sends the requests made before the manager was loaded again, once it listens. */
function Replay({ requests }: { requests: CustomEvent[] }) {
  useEffect(() => {
    // The provider starts listening in its own effect, which runs after this child's.
    const timer = setTimeout(() => {
      for (const request of requests) window.dispatchEvent(new CustomEvent(request.type, { detail: request.detail }));
    });
    return () => clearTimeout(timer);
    // Only the requests that were waiting when the manager first appeared; later ones reach it directly.
  }, []);
  return null;
}
