/**
 * The element a held tap is made again on: the tapped one, or for an icon's SVG, which has no click() of its own,
 * the element around it.
 */
export function tappedElement(target: EventTarget | null): HTMLElement | null {
  let element = target instanceof Element ? target : null;
  while (element && !(element instanceof HTMLElement)) element = element.parentElement;
  return element;
}
