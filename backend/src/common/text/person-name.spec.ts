import fc from 'fast-check';
import { cleanName } from './person-name';

describe('cleanName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(cleanName('Ada Lovelace', 100)).toBe('Ada Lovelace');
    expect(cleanName('Zoë Ångström-Núñez 寿司', 100)).toBe('Zoë Ångström-Núñez 寿司');
  });

  it('drops control characters and text-reversing marks, and tidies the spaces', () => {
    expect(cleanName('  A\u0000da\u0007 \n\t Love\u202Elace  ', 100)).toBe('A da Love lace');
    expect(cleanName('\u0000\u0001 \u202E', 100)).toBe('');
    expect(cleanName(null, 100)).toBe('');
  });

  it('never cuts an accented letter or an emoji in two', () => {
    const family = '👩‍👩‍👧';
    expect(cleanName(`ab${family}`, 4)).toBe('ab');
    expect(cleanName('e\u0301e\u0301e\u0301', 4)).toBe('e\u0301e\u0301');
    expect(cleanName('\uD800lone', 100)).toBe('\uFFFDlone');
  });

  it('always answers a well-formed name within the limit, with no space around it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), fc.integer({ min: 1, max: 120 }), (raw, max) => {
        const name = cleanName(raw, max);
        expect([...name].length).toBeLessThanOrEqual(max);
        expect(name).toBe(name.trim());
        expect(name.isWellFormed()).toBe(true);
        expect(name).not.toMatch(/[\p{Cc}\u202A-\u202E]/u);
      }),
    );
  });
});
