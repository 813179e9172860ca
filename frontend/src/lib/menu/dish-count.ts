/** How the shop says a number of dishes: "1 dish", "4 dishes". */
export const formatDishCount = (count: number): string =>
  `${count} ${count === 1 ? 'dish' : 'dishes'}`;
