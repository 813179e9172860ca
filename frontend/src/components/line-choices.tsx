import type { ChosenOption } from '@/api/generated/model';
import { choicesInWords } from '@/lib/menu/option-rules';
import type { PlainTextProps } from './plain/plain-text';
import { UserText } from './user-text';

interface LineChoicesProps extends Pick<PlainTextProps, 'size' | 'c'> {
  choices: ChosenOption[];
}

/** The choices made for a dish, under its name in a cart, a checkout or an order: "Size: Large · Toppings: Basil, Olives ×2". */
export function LineChoices({ choices, size = 'sm', c = 'dimmed' }: LineChoicesProps) {
  if (choices.length === 0) return null;
  return (
    <UserText component="div" size={size} c={c}>
      {choicesInWords(choices)}
    </UserText>
  );
}
