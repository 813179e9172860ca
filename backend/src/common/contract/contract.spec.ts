import { Contract, contractPath } from './contract';

const contract = Contract.load();

describe('the contract index', () => {
  it('turns Express routes into the contract paths', () => {
    expect(contractPath('/api/menu/:id')).toBe('/menu/{id}');
    expect(contractPath('/api/users/admin/:user')).toBe('/users/admin/{user}');
    expect(contractPath('/api/health')).toBe('/health');
  });

  it('reads the access marks of every operation', () => {
    expect(contract.find('get', '/menu')).toMatchObject({ signIn: 'none', requiredPermission: undefined });
    expect(contract.find('post', '/menu')).toMatchObject({ signIn: 'required', requiredPermission: 'menu.edit' });
    expect(contract.find('get', '/carts')).toMatchObject({ signIn: 'required', ownerParam: 'email' });
    expect(contract.find('get', '/carts')!.othersPermission).toBeUndefined();
    expect(contract.find('get', '/payments')).toMatchObject({ ownerParam: 'email', othersPermission: 'orders.read' });
  });

  it("reads what each role may do from the Role schema's x-permissions", () => {
    expect([...contract.rolePermissions.keys()]).toEqual(['owner', 'manager', 'kitchen', 'host', 'customer']);
    expect([...contract.rolePermissions.get('kitchen')!]).toEqual(['orders.read', 'orders.advance', 'stock.manage']);
    expect(contract.rolePermissions.get('customer')!.size).toBe(0);
    const known = new Set(
      (contract.document.components as { schemas: { Permission: { enum: string[] } } }).schemas.Permission.enum,
    );
    const named = contract.operations.flatMap((op) => [op.requiredPermission, op.othersPermission]);
    expect(named.filter((permission) => permission !== undefined && !known.has(permission))).toEqual([]);
    expect(named.filter(Boolean).length).toBeGreaterThan(40);
    // The owner holds every permission there is; a manager every one but the staff's roles.
    const every = (contract.document.components as { schemas: { Permission: { enum: string[] } } }).schemas.Permission
      .enum;
    expect([...contract.rolePermissions.get('owner')!].sort()).toEqual([...every].sort());
    expect([...contract.rolePermissions.get('manager')!].sort()).toEqual(
      every.filter((permission) => permission !== 'staff.manage').sort(),
    );
  });

  it('coerces query strings but never JSON bodies', () => {
    const createMenuItem = contract.find('post', '/menu')!;
    const valid = { name: 'Soup', category: 'soup', price: 7.5, recipe: 'Leeks.', image: '/uploads/x.webp' };
    expect(createMenuItem.checkJsonBody(valid)).toEqual([]);
    expect(createMenuItem.checkJsonBody({ ...valid, price: '7.5' })).toEqual([
      { path: '/body/price', message: 'must be number' },
    ]);
    expect(contract.find('get', '/carts')!.checkParameters({}, { email: 'a@example.com', extra: '1' })).toEqual([
      { path: '/query/extra', message: "unknown field 'extra'" },
    ]);
  });

  it('checks the headers an operation names, under their contract names, and no other', () => {
    const addCartLine = contract.find('post', '/carts')!;
    const headers = (key?: string) => ({
      'content-type': 'application/json',
      'x-anything': 'at all',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    });
    expect(addCartLine.checkParameters({}, {}, headers())).toEqual([]);
    expect(addCartLine.checkParameters({}, {}, headers('3f0c9a1e-5b7d-4c2a'))).toEqual([]);
    expect(addCartLine.checkParameters({}, {}, headers('has a space')).map((problem) => problem.path)).toEqual([
      '/header/Idempotency-Key',
    ]);
    expect(contract.find('get', '/carts')!.checkParameters({}, { email: 'a@example.com' }, headers('short'))).toEqual(
      [],
    );
  });

  it('compiles every schema of every operation (each instance compiles them only when first used)', () => {
    expect(contract.operations.length).toBeGreaterThan(50);
    for (const operation of contract.operations) expect(() => operation.compile()).not.toThrow();
  });

  it('checks answers against the status they are sent with', () => {
    const getMenuItem = contract.find('get', '/menu/{id}')!;
    expect(getMenuItem.checkResponse(404, { statusCode: 404, error: 'Not Found', message: 'No dish.' })).toEqual([]);
    expect(getMenuItem.checkResponse(200, { name: 'no id' }).length).toBeGreaterThan(0);
  });
});
