import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * Some of the storefront's first words in Arabic, by their English source (src/locales/en/shop.po and parts.po):
 * enough to see the header and the menu laid out right to left. Not a language the shop ships: every other message
 * stays English.
 */
export const ARABIC_BY_ENGLISH: Record<string, string> = {
  Home: 'الرئيسية',
  Menu: 'القائمة',
  Services: 'الخدمات',
  Main: 'التنقل الرئيسي',
  'Open the navigation': 'افتح قائمة التنقل',
  '{shopName} home': 'الصفحة الرئيسية لمطعم {shopName}',
  'Search the menu': 'ابحث في القائمة',
  'Language:': 'اللغة:',
  // The count as the badge shows it, in figures: a button's name says the words it shows (WCAG 2.5.3).
  'Cart, {count, plural, one {{count} dish} other {{count} dishes}}': 'السلة، عدد الأطباق: {count}',
  // The short form: the longer تسجيل الدخول leaves a 360 px phone's header no room.
  Login: 'دخول',
  'For the love of delicious <0>food</0>': 'حبًّا في <0>الطعام</0> الشهي',
  'Every dish is made fresh to order. Pick your favourites and we will take it from there.':
    'نُحضّر كل طبق طازجًا عند الطلب. اختر أطباقك المفضلة ونتولّى الباقي.',
  'Open now': 'مفتوح الآن',
  'Menu categories': 'فئات القائمة',
  All: 'الكل',
  'Sort by': 'الترتيب حسب',
  Default: 'الافتراضي',
  'Low to High': 'من الأرخص إلى الأغلى',
  'High to Low': 'من الأغلى إلى الأرخص',
  'Choose: {choices}': 'اختر: {choices}',
  'Add to Cart': 'أضف إلى السلة',
  'Add to Cart: {name}': 'أضف إلى السلة: {name}',
  'Favourite {name}': 'أضف {name} إلى المفضلة',
  'Showing {from}–{to} of {total, plural, one {{total} dish} other {{total} dishes}}':
    'عرض {from}–{to} من {total, plural, zero {لا أطباق} one {طبق واحد} two {طبقين} few {# أطباق} many {# طبقًا} other {# طبق}}',
  'Menu pages': 'صفحات القائمة',
  'Page {page}': 'الصفحة {page}',
  'Previous page': 'الصفحة السابقة',
  'Next page': 'الصفحة التالية',
  'About us': 'من نحن',
  'Contact us': 'اتصل بنا',
  'Useful links': 'روابط مفيدة',
};

/** The partial catalogue as Lingui looks its messages up: by the id the macros give each English source. */
export const arabicMessages: Messages = Object.fromEntries(
  Object.entries(ARABIC_BY_ENGLISH).map(([english, arabic]) => [
    String(generateMessageId(english)),
    compileMessage(arabic),
  ]),
);
