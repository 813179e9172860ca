import userEvent from '@testing-library/user-event';

/**
 * Puts text into a field the way pasting it would: a click, then one input event with the whole text. Typed key by
 * key, the screen renders again at every letter, which in jsdom costs a second or more a test and checks nothing
 * more where the typing itself is not what the test is about (keys such as {Enter}, or a field that reacts to each
 * key, still want `userEvent.type`).
 */
export async function enterText(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}
