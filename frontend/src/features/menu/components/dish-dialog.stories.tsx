import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@/api/api-error';
import { expectToFitTheScreen } from '@/test/fits-the-screen';
import { longestDishWithOptions } from '@/test/longest-values';
import { vitestBrowser } from '@/test/vitest-browser';
import { DishDialog } from './dish-dialog';
import { dishNamed, fishTacos, smashBurger } from '@/test/fixtures/menu-fixtures';

/** The dish dialog, as Add to Cart opens it on a dish with option groups. */
const meta = {
  title: 'Menu/DishDialog',
  component: DishDialog,
  args: {
    dish: dishNamed('Margherita Pizza'),
    onClose: fn(),
    onAdd: fn(async () => undefined),
  },
} satisfies Meta<typeof DishDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is in a portal, outside the story's own element. */
const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));

/** Rules met: the size is chosen by default, so the pizza can be added as it is, at its own price. */
export const RulesMet: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('radio', { name: 'Small 10"' })).toBeChecked();
    await expect(dialog.getByText('$14.50')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Large 14"' }));
    await expect(dialog.getByText('$20.00')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith({
      quantity: 1,
      choices: [{ choiceId: expect.any(String) as string, quantity: 1 }],
    });
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Rules not met: two salsas at least, so Add to Cart waits, disabled, and says why in words. */
export const RulesNotMet: Story = {
  args: { dish: fishTacos },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const add = dialog.getByRole('button', { name: 'Add to Cart' });
    await expect(add).toBeDisabled();
    await expect(dialog.getByText('Choose at least 2 for Salsas')).toBeVisible();
    await expect(add).toHaveAccessibleDescription('Choose at least 2 for Salsas');
    await expect(dialog.getByRole('group', { name: 'Salsas' })).toHaveAccessibleDescription(
      'Required · Choose 2 to 3',
    );
  },
};

/** The anchovies ran out: offered, but disabled and marked Sold out. */
export const SoldOutChoice: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Sold out')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'One more Anchovies' })).toBeDisabled();
  },
};

/** Extra mozzarella three times and basil twice: five toppings, the most, so every plus is disabled. */
export const Repeats: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const more = (choice: string) => dialog.getByRole('button', { name: `One more ${choice}` });
    for (const choice of ['Extra mozzarella', 'Extra mozzarella', 'Extra mozzarella']) {
      await userEvent.click(more(choice));
    }
    await userEvent.click(more('Fresh basil'));
    await userEvent.click(more('Fresh basil'));
    await expect(dialog.getByLabelText('Quantity of Extra mozzarella')).toHaveTextContent('3');
    await expect(more('Kalamata olives')).toBeDisabled();
    await expect(more('Extra mozzarella')).toBeDisabled();
    // $14.50 + 3 × $1.50 + 2 × $0.50
    await expect(dialog.getByText('$20.00')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  },
};

/**
 * The allergens of the pizza as it is being made, in words, said again as a topping adds its own: the pistachio
 * pesto brings tree nuts; the traces the pizza may carry stay listed apart.
 */
export const AllergensOfTheChoice: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const allergens = within(dialog.getByRole('region', { name: 'Allergens' }));
    await expect(allergens.getByText('Allergens: Cereals containing gluten, Milk')).toBeVisible();
    await expect(allergens.getByText('May contain: Sesame')).toBeVisible();
    await expect(dialog.getByText('Vegetarian')).toBeVisible();
    await expect(dialog.getByText('820 kcal')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'One more Pistachio pesto' }));
    await expect(
      allergens.getByText('Allergens: Cereals containing gluten, Milk, Tree nuts'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'One less Pistachio pesto' }));
    await expect(allergens.getByText('Allergens: Cereals containing gluten, Milk')).toBeVisible();
  },
};

/** A dish that declares none of the 14 allergens says so. */
export const NoAllergens: Story = {
  args: { dish: smashBurger },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('None of the 14 allergens declared.')).toBeVisible();
  },
};

/** A burger's Remove group: optional checkboxes that cost nothing. */
export const Removals: Story = {
  args: { dish: smashBurger },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'No onions' }));
    await expect(dialog.getByRole('checkbox', { name: 'No onions' })).toBeChecked();
    await expect(dialog.getByText('$16.95')).toBeVisible();
  },
};

/** The shop refused the line: its reasons show above the button, and the dialog stays open. */
export const Refused: Story = {
  args: {
    onAdd: fn(async () => {
      throw new ApiError(422, {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'These choices do not fit Margherita Pizza.',
        details: [{ path: 'choices[0]', message: 'Medium 12" is no longer a size of this pizza.' }],
      });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Add to Cart' }));
    const refusal = await dialog.findByRole('alert');
    await expect(refusal).toHaveTextContent('Medium 12" is no longer a size of this pizza.');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * The longest dish name (80), recipe (1000), group and choice names (60), at the highest prices: nothing
 * sticks out at 360 px or 1440 px, and on a phone Add to Cart stays on the screen while the choices scroll.
 */
export const LongestValuesOnAPhone: Story = {
  args: { dish: longestDishWithOptions },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(longestDishWithOptions.recipe)).toBeInTheDocument();
    await expectToFitTheScreen(canvasElement.ownerDocument);

    const browser = await vitestBrowser();
    if (!browser) return;
    const { innerWidth, innerHeight } = window;
    try {
      await browser.page.viewport(360, 640);
      await waitFor(() => {
        const add = dialog.getByRole('button', { name: 'Add to Cart' }).getBoundingClientRect();
        return expect(add.bottom).toBeLessThanOrEqual(640);
      });
    } finally {
      await browser.page.viewport(innerWidth, innerHeight);
    }
  },
};
