import { Said } from '../src/common/i18n/said';

type Tester = (a: unknown, b: unknown) => boolean | undefined;

// Words the API answers with equal the English they say, so that a test reads the sentence a client gets. (Jest 30
// has equality testers; its type definitions do not have them yet.)
(expect as unknown as { addEqualityTesters(testers: Tester[]): void }).addEqualityTesters([
  (a, b) => {
    if (a instanceof Said && typeof b === 'string') return a.message === b;
    if (typeof a === 'string' && b instanceof Said) return a === b.message;
    return undefined;
  },
]);
