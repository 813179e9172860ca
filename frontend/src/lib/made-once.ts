/**
 * The value `store` keeps under `key`, made with `make` the first time it is asked for. The shop keeps its `Intl`
 * formatters so: each is costly to make (a page's first starts ICU) and cheap to use again.
 */
export function madeOnce<T>(store: Map<string, T>, key: string, make: () => T): T {
  let value = store.get(key);
  if (value === undefined) store.set(key, (value = make()));
  return value;
}
