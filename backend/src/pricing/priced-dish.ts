/** A dish as pricing reads it: what the menu stores, in the order a customer chooses its groups and choices. */

/** Sold out while `soldOut` is set and `soldOutUntil` is null (until an administrator puts it back) or still ahead. */
export interface SoldOutMark {
  soldOut: boolean;
  soldOutUntil: Date | null;
}

export interface PricedChoice extends SoldOutMark {
  id: string;
  name: string;
  priceCents: number;
  isDefault: boolean;
}

export interface PricedGroup {
  name: string;
  minChoices: number;
  maxChoices: number;
  allowRepeats: boolean;
  choices: readonly PricedChoice[];
}

export interface PricedDish extends SoldOutMark {
  name: string;
  priceCents: number;
  /** Minutes after the shop's midnight; both null for a dish served whenever the shop takes orders. */
  servedFrom: number | null;
  servedUntil: number | null;
  optionGroups: readonly { group: PricedGroup }[];
}

/** A choice as a customer asks for it: once unless a quantity says otherwise. */
export interface ChoiceRequest {
  choiceId: string;
  quantity?: number;
}
