const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Operation = { tags?: string[]; 'x-required-permission'?: unknown };
type Contract = { paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };

const needsStaff = (operation: Operation) => operation['x-required-permission'] !== undefined;

/**
 * The calls only staff may make (`x-required-permission`) generated apart from the calls of the same tag that
 * visitors and customers make: `menu` and `menu-staff`, `shop` and `shop-staff`. A module the storefront's first
 * script imports then carries no dashboard call: the bundler keeps every call that any importer of a module uses,
 * lazy chunks' included, in the chunk the module lands in. Tags whose calls are all for staff keep their name. The
 * published contract is unchanged: this only decides how the client is cut into files.
 */
export function staffCallsApart<T extends Contract>(contract: T): T {
  const operations = Object.values(contract.paths ?? {}).flatMap((path) =>
    METHODS.flatMap((method) => path[method] ?? []),
  );
  const tagsForEveryone = new Set(
    operations
      .filter((operation) => !needsStaff(operation))
      .flatMap((operation) => operation.tags ?? []),
  );
  for (const operation of operations.filter(needsStaff)) {
    operation.tags = operation.tags?.map((tag) =>
      tagsForEveryone.has(tag) ? `${tag}-staff` : tag,
    );
  }
  return contract;
}
