/** The price of one dish with its choices, in integer cents: the one place a line's price is made. */
export function unitPriceCents(
  dishPriceCents: number,
  choices: readonly { priceCents: number; quantity: number }[],
): number {
  return choices.reduce((sum, choice) => sum + choice.priceCents * choice.quantity, dishPriceCents);
}

/** What the lines of a cart cost before anything else on the bill: Σ unit price × quantity. */
export function linesCents(lines: readonly { priceCents: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
}
