const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Method = (typeof METHODS)[number];
type Operation = { tags?: string[]; 'x-required-permission'?: unknown };
type Contract = { paths?: Record<string, Partial<Record<Method, Operation>>> };

const needsStaff = (operation: Operation) => operation['x-required-permission'] !== undefined;

/**
 * The client's calls cut into files by who makes them and what they do, so that a module the storefront's first
 * script imports carries only what that script uses. The bundler keeps every call that any importer of a module
 * uses, lazy chunks' included, in the chunk the module lands in; and a module that imports TanStack Query's
 * `useMutation`, used or not, brings it and its observer along.
 *
 * - The calls only staff may make (`x-required-permission`) apart from the calls of the same tag that visitors and
 *   customers make: `menu` and `menu-staff`, `shop` and `shop-staff`. The storefront's script carries no
 *   dashboard call.
 * - The calls for everyone that change something apart from the same tag's reads: `carts` and `carts-mutations`. The
 *   header's cart (a read) carries neither adding nor removing a line, nor the mutation code.
 *
 * Tags whose calls are all of one kind keep their name. The published contract is unchanged: this only decides how
 * the client is cut into files.
 */
export function callsApart<T extends Contract>(contract: T): T {
  const operations = Object.values(contract.paths ?? {}).flatMap((path) =>
    METHODS.flatMap((method) => (path[method] ? [{ method, operation: path[method] }] : [])),
  );
  const forEveryone = operations.filter(({ operation }) => !needsStaff(operation));
  const tagsOf = (calls: typeof operations) =>
    new Set(calls.flatMap(({ operation }) => operation.tags ?? []));
  const tagsForEveryone = tagsOf(forEveryone);
  const tagsReadByEveryone = tagsOf(forEveryone.filter(({ method }) => method === 'get'));
  for (const { method, operation } of operations) {
    operation.tags = operation.tags?.map((tag) => {
      if (needsStaff(operation)) return tagsForEveryone.has(tag) ? `${tag}-staff` : tag;
      return method !== 'get' && tagsReadByEveryone.has(tag) ? `${tag}-mutations` : tag;
    });
  }
  return contract;
}
