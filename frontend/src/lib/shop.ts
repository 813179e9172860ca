export const SHOP_NAME = 'Foodi';
export const SHOP_TAGLINE = 'Savor the artistry where every dish is a culinary masterpiece.';
