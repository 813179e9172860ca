import { catalogueWords, hasMessage } from './catalogue-words';
import type { ShopLanguage } from './languages';

/** A value filled into words the API answers with: shown as it is, or itself written in the answer's language. */
export type SaidValue = string | number | Said | ListOfWords | Moment;

/** A day or a time of day in the shop's time zone, written as the answer's language writes it. */
export interface Moment {
  readonly at: Date | number;
  readonly timeZone: string;
  readonly show: 'day' | 'time';
}

/** Items joined as the language lists them ("a, b and c", "a, b et c"; or "a, b or c"). */
export interface ListOfWords {
  readonly list: readonly (string | Said)[];
  readonly joined: 'and' | 'or';
}

/**
 * Words the API answers with, such as an error's message or the reason a dish cannot be had: English with ICU
 * placeholders, the id of the answers' catalogue (`backend/locales/<language>/answers.po`), written in the language
 * of the answer that carries them. `message` is the English, so that an exception made from words reads as before.
 */
export class Said {
  constructor(
    readonly id: string,
    readonly values: Readonly<Record<string, SaidValue>> = {},
  ) {}

  in(language: ShopLanguage): string {
    const values = Object.fromEntries(
      Object.entries(this.values).map(([name, value]) => [name, valueIn(value, language)]),
    );
    return catalogueWords('answers', language)(this.id, values);
  }

  get message(): string {
    return this.in('en');
  }

  toString(): string {
    return this.message;
  }
}

function valueIn(value: SaidValue, language: ShopLanguage): string | number {
  if (value instanceof Said) return value.in(language);
  if (typeof value === 'object' && 'show' in value) {
    const { at, timeZone, show } = value;
    const format: Intl.DateTimeFormatOptions =
      show === 'day' ? { dateStyle: 'medium' } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    return new Intl.DateTimeFormat(language, { ...format, timeZone }).format(at);
  }
  if (typeof value === 'object') {
    const items = value.list.map((item) => (item instanceof Said ? item.in(language) : item));
    const type = value.joined === 'and' ? 'conjunction' : 'disjunction';
    return new Intl.ListFormat(language, { style: 'long', type }).format(items);
  }
  return value;
}

/** Words of the answers' catalogue: its English message (the id) and the values it fills in. */
export const said = (message: string, values?: Record<string, SaidValue>): Said => new Said(message, values);

/** Items to list as the answer's language does: all of them ("and"), or one of them ("or"). */
export const listOf = (items: readonly (string | Said)[], joined: 'and' | 'or' = 'and'): ListOfWords => ({
  list: items,
  joined,
});

/**
 * A refusal that names the fields at fault, "<sentence>: <field> <problem>; …": the sentence in the answer's
 * language, each problem as the contract's details say it (in English).
 */
export function withProblems(sentence: Said, problems: readonly { path: string; message: string }[]): Said {
  const listed = problems.map((problem) => `${problem.path.replace(/^\/body\//, '')} ${problem.message}`).join('; ');
  return said('{sentence}: {problems}.', { sentence, problems: listed });
}

/** A request the contract refuses, named by its first problem (as the contract's details say it, in English). */
export const notTheContract = ({ path, message }: { path: string; message: string }): Said =>
  said('The request does not match the contract: {path} {problem}.', { path, problem: message });

/** A day, such as "Dec 25, 2026" or "25 déc. 2026", in the shop's time zone. */
export const dayOf = (at: Date | number, timeZone: string): Moment => ({ at, timeZone, show: 'day' });

/** A time of day, such as "20:30", in the shop's time zone. */
export const timeOf = (at: Date | number, timeZone: string): Moment => ({ at, timeZone, show: 'time' });

/** Several sentences said one after the other. */
class Sentences extends Said {
  constructor(private readonly parts: readonly Said[]) {
    super(parts.map((part) => part.id).join(' '));
  }

  override in(language: ShopLanguage): string {
    return this.parts.map((part) => part.in(language)).join(' ');
  }
}

export const sentences = (parts: readonly Said[]): Said => (parts.length === 1 ? parts[0]! : new Sentences(parts));

/**
 * A thrown message or a reason in a language: words are written in it, a plain message of the catalogue too; any other
 * text (what Stripe says, for one) stays as it came.
 */
export function inLanguage(words: string | Said, language: ShopLanguage): string {
  if (words instanceof Said) return words.in(language);
  return hasMessage('answers', words) ? catalogueWords('answers', language)(words) : words;
}
