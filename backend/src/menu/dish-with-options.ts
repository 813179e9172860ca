import type { Prisma } from '../generated/prisma/client';

/** What a dish is read with to be shown and priced: its option groups in its order, each with its choices in theirs. */
export const WITH_OPTIONS = {
  optionGroups: {
    orderBy: [{ position: 'asc' }, { groupId: 'asc' }],
    include: { group: { include: { choices: { orderBy: [{ position: 'asc' }, { id: 'asc' }] } } } },
  },
} as const satisfies Prisma.MenuItemInclude;

export type DishWithOptions = Prisma.MenuItemGetPayload<{ include: typeof WITH_OPTIONS }>;
