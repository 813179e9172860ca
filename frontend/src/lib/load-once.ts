/**
 * A load done once and shared by every caller, unless it fails: the next call then tries again, as a chunk lost on a
 * phone's network is fetched again on the next tap.
 */
export function loadOnceUnlessItFails<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
