import type { CartLine } from '../generated/prisma/client';

/** A choice as a cart line keeps it: the line shows it with the name and price the menu has now. */
export interface StoredChoice {
  choiceId: string;
  quantity: number;
}

/** The choices as a cart line stores them, in choiceId order, and as one key: the same choices make the same line. */
export function toStoredChoices(choices: readonly StoredChoice[]): { choices: StoredChoice[]; choiceKey: string } {
  const sorted = [...choices].sort((a, b) => (a.choiceId < b.choiceId ? -1 : a.choiceId > b.choiceId ? 1 : 0));
  return {
    choices: sorted.map(({ choiceId, quantity }) => ({ choiceId, quantity })),
    choiceKey: sorted.map(({ choiceId, quantity }) => `${choiceId}*${quantity}`).join(','),
  };
}

export const storedChoicesOf = (line: Pick<CartLine, 'choices'>): StoredChoice[] =>
  line.choices as unknown as StoredChoice[];
