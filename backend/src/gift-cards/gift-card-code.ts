import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be read as one another (no 0 and O, no 1, I and L): 31 of them, 79 bits a code. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 16;

/** A new code, from the system's cryptographic random numbers: as unguessable as a password. */
export function newGiftCardCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A code as typed (any case, with spaces or dashes) as it is stored. */
export function storedGiftCardCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** A stored code as printed: four groups of four. */
export function printedGiftCardCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1-');
}
