import fc from 'fast-check';
import { HOSTILE_STRINGS } from './schema-values';

/** What a Firebase account may hold: Firebase takes far more than the shop can answer. */
export interface OddIdentity {
  email: string;
  displayName?: string;
  photoUrl?: string;
}

const ODD_ADDRESSES = [
  '"john doe"@example.com',
  '"a\\"b"@example.com',
  'josé@exämple.com',
  'ünï@example.com',
  'a@[127.0.0.1]',
  'root@localhost',
  'a b@example.com',
  '.dot@example.com',
  'dot.@example.com',
  'two..dots@example.com',
  'a@-dash.example.com',
  'a@under_score.example.com',
  "o'brien+tag@Example.COM",
  'UPPER@EXAMPLE.COM',
  `${'x'.repeat(65)}@example.com`,
  `${'x'.repeat(64)}@example.com`,
  `${'x'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(60)}.com`,
  `${'x'.repeat(250)}@example.com`,
  'a@b.c',
  'a@xn--bcher-kva.example',
  '🍕@example.com',
];

const ODD_PICTURES = [
  'javascript:alert(1)',
  '//evil.example/x.png',
  'data:image/png;base64,AAAA',
  'not a url',
  '/uploads/x.webp',
  'https://example.com/me.png',
  `https://example.com/${'p'.repeat(2100)}.png`,
  'http://[::1]/x.png',
  ' https://example.com/padded.png ',
];

const localPart = fc.oneof(
  fc.string({ minLength: 1, maxLength: 70, unit: 'grapheme' }),
  fc.string({ minLength: 1, maxLength: 20, unit: 'binary-ascii' }),
  fc.stringMatching(/^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,70}$/),
);
const domain = fc.oneof(
  fc.domain(),
  fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' }),
  fc.constantFrom('localhost', '[10.0.0.1]', 'exämple.com'),
);

/** Identities as Firebase would accept them, the everyday and the odd. */
export const oddIdentity: fc.Arbitrary<OddIdentity> = fc.record(
  {
    email: fc.oneof(
      { weight: 2, arbitrary: fc.emailAddress() },
      { weight: 2, arbitrary: fc.constantFrom(...ODD_ADDRESSES) },
      { weight: 3, arbitrary: fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}`) },
    ),
    displayName: fc.oneof(
      fc.string({ maxLength: 300, unit: 'binary' }),
      fc.string({ maxLength: 120, unit: 'grapheme' }),
      fc.constantFrom(...HOSTILE_STRINGS.filter((text) => !text.includes('\u0000'))),
    ),
    photoUrl: fc.oneof(fc.webUrl(), fc.constantFrom(...ODD_PICTURES), fc.string({ maxLength: 100, unit: 'binary' })),
  },
  { requiredKeys: ['email'] },
);

/** One identity per address as Firebase sees it (it keeps addresses in lower case). */
export function distinctIdentities(samples: OddIdentity[]): OddIdentity[] {
  const seen = new Set<string>();
  return samples.filter(({ email }) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
