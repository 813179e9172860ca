import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** How the shop says a number of dishes: "1 dish", "4 dishes". */
export const formatDishCount = (count: number, i18n: I18n = globalI18n): string =>
  i18n._(msg({ message: plural(count, { one: `${count} dish`, other: `${count} dishes` }) }));
