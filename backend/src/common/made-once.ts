/**
 * `make`, called once per key: later calls with the same key answer what the first one made. For things that are
 * costly to make and never change, such as Intl formatters per time zone or currency; the keys must be few.
 */
export function madeOncePerKey<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
}
