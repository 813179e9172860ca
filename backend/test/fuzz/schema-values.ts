import fc from 'fast-check';

export type Schema = Record<string, unknown>;

/** Strings a hostile client likes to send: SQL, markup, traversal, control characters, odd Unicode. */
export const HOSTILE_STRINGS = [
  "'; DROP TABLE users; --",
  "1' OR '1'='1",
  'Robert"); DELETE FROM menu_items; --',
  '$1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  'nul\u0000inside',
  '\uD800',
  '\u202Eevil',
  '🍕'.repeat(50),
  '{{7*7}}',
  '${process.exit()}',
  '__proto__',
  'constructor',
  ' ',
  '',
  'NaN',
  '1e999',
  '-0',
];

/** Follows `$ref`s into the document. */
export function resolver(document: Schema): (schema: unknown) => Schema {
  return (schema) => {
    let current = (schema ?? {}) as Schema;
    while (typeof current.$ref === 'string') {
      const pointer = current.$ref.replace(/^#\//, '').split('/');
      const target = pointer.reduce<Schema>((node, key) => node[key] as Schema, document);
      // Sibling keywords next to a $ref (such as a description) are kept with what it points to.
      const { $ref: _ref, ...siblings } = current;
      current = { ...target, ...siblings };
    }
    return current;
  };
}

const WORDS = ['Margherita', 'Caesar', 'soup', 'Crème brûlée', 'Pho bò', '寿司', 'Ada', 'x'];
const URI_REFERENCES = [
  '/uploads/5b1d3c4e.webp',
  '/menu-images/margherita-pizza.webp',
  'https://example.com/a.png',
  'a.png',
  '#',
];

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxLength as number | undefined) ?? 60, 60);
  const pattern = schema.pattern as string | undefined;
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.oneof(
        fc.constantFrom('ada@example.com', 'grace.hopper@example.org'),
        fc.emailAddress().filter((e) => e.length <= 254 && /^[^@\s]+@[a-z0-9.-]+\.[a-z]{2,}$/i.test(e)),
      );
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
    case 'uri-reference':
      return fc.oneof(
        fc.constantFrom(...URI_REFERENCES),
        fc.webPath().filter((p) => p.length >= minLength),
      );
  }
  if (pattern?.startsWith('^')) {
    return fc
      .stringMatching(new RegExp(pattern))
      .filter((s) => s.length >= minLength && s.length <= ((schema.maxLength as number) ?? Infinity));
  }
  const text = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...WORDS) },
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  );
  const regex = pattern ? new RegExp(pattern) : undefined;
  return text.filter(
    (s) => s.length >= minLength && s.length <= ((schema.maxLength as number) ?? Infinity) && (!regex || regex.test(s)),
  );
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = (schema.minimum as number | undefined) ?? (integer ? -1000 : -1e6);
  const max = (schema.maximum as number | undefined) ?? (integer ? 1000 : 1e6);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  const step = schema.multipleOf as number | undefined;
  if (step) {
    const lowest = Math.ceil(min / step);
    const highest = Math.floor(max / step);
    // Mostly everyday prices, sometimes anything up to the maximum.
    return fc
      .oneof(
        { weight: 3, arbitrary: fc.integer({ min: lowest, max: Math.min(highest, lowest + 5000) }) },
        fc.integer({ min: lowest, max: highest }),
      )
      .map((n) => Math.round(n * step * 100) / 100);
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A schema with its `allOf` members' properties and required fields taken in, as an object of them all. */
function withAllOf(s: Schema, resolve: (s: unknown) => Schema): Schema {
  if (!Array.isArray(s.allOf)) return s;
  const members = (s.allOf as unknown[]).map((member) => withAllOf(resolve(member), resolve));
  return {
    ...s,
    type: 'object',
    properties: Object.assign({}, ...members.map((member) => member.properties ?? {}), s.properties ?? {}),
    required: [
      ...members.flatMap((member) => (member.required ?? []) as string[]),
      ...((s.required ?? []) as string[]),
    ],
  };
}

/** Values that match the schema: what a well-behaved client sends. */
export function validValue(schema: unknown, resolve: (s: unknown) => Schema, depth = 0): fc.Arbitrary<unknown> {
  const s = withAllOf(resolve(schema), resolve);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const choices = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (choices) return fc.oneof(...choices.map((c) => validValue(c, resolve, depth + 1)));
  const type = Array.isArray(s.type) ? (s.type[0] as string) : (s.type as string | undefined);
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'string':
      return stringOf(s);
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(validValue(s.items, resolve, depth + 1), { maxLength: 3 });
    case 'object':
    default: {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      if (Object.keys(properties).length === 0)
        return depth > 4
          ? fc.constant({})
          : fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
      const required = (s.required ?? []) as string[];
      const record = fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([name, child]) => [name, validValue(child, resolve, depth + 1)]),
        ),
        { requiredKeys: required },
      );
      const minProperties = (s.minProperties as number | undefined) ?? 0;
      return minProperties > 0 ? record.filter((o) => Object.keys(o).length >= minProperties) : record;
    }
  }
}

/** A value of the wrong kind for any schema: wrong types, out of range, huge, hostile. */
export function wrongValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      0.001,
      -0.01,
      1e21,
      Number.MAX_SAFE_INTEGER + 2,
      100000.01,
      '12',
      'true',
      [],
      {},
      [1, 'a'],
      { $gt: '' },
    ),
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.integer({ min: 3_000, max: 60_000 }).map((n) => 'é'.repeat(n)),
    fc.string({ maxLength: 40, unit: 'binary' }),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** A body that breaks the schema on purpose: a field missing, one too many, one of the wrong kind, or not an object. */
export function invalidValue(schema: unknown, resolve: (s: unknown) => Schema): fc.Arbitrary<unknown> {
  const s = withAllOf(resolve(schema), resolve);
  const properties = Object.keys(s.properties ?? {});
  if (properties.length === 0) return wrongValue();
  const valid = validValue(s, resolve) as fc.Arbitrary<Record<string, unknown>>;
  return fc.oneof(
    valid.chain((body) =>
      fc
        .constantFrom(...properties)
        .chain((field) => fc.constant(Object.fromEntries(Object.entries(body).filter(([k]) => k !== field)))),
    ),
    valid.chain((body) =>
      fc
        .tuple(fc.constantFrom('role', 'admin', 'price', '__proto__', 'userId', 'x'.repeat(300)), wrongValue())
        .map(([k, v]) => ({ ...body, [k]: v })),
    ),
    valid.chain((body) =>
      fc.tuple(fc.constantFrom(...properties), wrongValue()).map(([k, v]) => ({ ...body, [k]: v })),
    ),
    wrongValue(),
  );
}
