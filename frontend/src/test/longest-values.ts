/** The longest values the shop's fields allow: a 254-character address (the contract's limit). */
export const LONGEST_EMAIL = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;

/** A 100-character name, the most a name field takes. */
export const LONGEST_NAME =
  'Maximiliana Wilhelmina Bartholomea Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh de la Rivas';
