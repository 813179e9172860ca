import { parse as parseSelector, type Selector, SelectorType } from 'css-what';
import postcss, { type AtRule, type ChildNode, type Container, type Root, type Rule } from 'postcss';

/**
 * A page's stylesheets cut in two: the rules its first paint needs, in their order, inlined in its head as one
 * `<style>`, and the rest, which come after the paint and go after it, in parts (`later`, each CSS on its own) the
 * loader parses one per task. Put after the critical rules, a later rule would win a tie it loses in the stylesheets:
 * so every critical rule that could tie with a rule before it in `later` comes again in `later`, after it. The page's
 * styles then decide every tie as the stylesheets do: for any two rules that could tie, the last copy of the one that
 * comes later in the stylesheets comes later on the page.
 *
 * The later parts go at the end, not between the critical rules: Chromium works the page's whole cascade out again
 * (every element's style, its fonts and its layout) when a sheet with cascade layers comes before another, and only
 * the elements a new sheet's rules name when it comes last. The critical rules the later parts hold again are those
 * elements' only new work.
 */
export interface SplitStyles {
  critical: string;
  later: string[];
}

/** How much CSS one later part holds, in characters: the browser parses a part as it is inserted, in one task. */
const PART_LENGTH = 16_000;

/** At-rules whose rules take part in the cascade where they stand: they are cut around the pieces. */
const GROUPING = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style']);

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The names of the cascade layers among `atRules`, outermost first. */
const layerNames = (atRules: AtRule[]) =>
  atRules.filter((atRule) => atRule.name === 'layer').map((atRule) => normalized(atRule.params));

/** The at-rules around a node, outermost first. */
function atRulesAround(node: ChildNode): AtRule[] {
  const around: AtRule[] = [];
  for (let parent = node.parent; parent?.type === 'atrule'; parent = (parent as AtRule).parent)
    around.unshift(parent as AtRule);
  return around;
}

/** Where a node stands: its at-rules, outermost first (`@layer mantine @media (min-width: 48em)`). */
const contextOf = (node: ChildNode) =>
  atRulesAround(node)
    .map((atRule) => `@${atRule.name} ${normalized(atRule.params)}`)
    .join(' ');

function declarationsOf(rule: Rule): string {
  return rule.nodes
    .filter((node) => node.type === 'decl')
    .map((decl) => `${decl.prop.toLowerCase()}:${normalized(decl.value)}${decl.important ? '!important' : ''}`)
    .join(';');
}

const ruleKey = (rule: Rule, selector: string) => `${contextOf(rule)}|${normalized(selector)}|${declarationsOf(rule)}`;
const atRuleKey = (atRule: AtRule) => `${contextOf(atRule)}|${normalized(atRule.toString())}`;

/** One selector of a rule, or an at-rule kept whole (`@font-face`, `@keyframes`, `@property`, a `@layer` statement). */
interface Piece {
  node: Rule | AtRule;
  selector?: string;
  /** The grouping at-rules around it, outermost first. */
  chain: AtRule[];
  critical: boolean;
}

/**
 * Cuts `stylesheets` (the page's whole stylesheets, one after the other) into what `inlined` holds (the critical CSS
 * beasties chose from them, in their order) and the rest. Undefined when `inlined` holds a rule the stylesheets do
 * not, as it would if they were not what it was chosen from: the page then keeps its whole stylesheets.
 */
export function splitStyles(stylesheets: string, inlined: string): SplitStyles | undefined {
  const chosen = new Set<string>();
  postcss.parse(inlined).walk((node) => {
    if (node.type === 'rule' && !insideKeyframes(node))
      node.selectors.forEach((selector) => chosen.add(ruleKey(node, selector)));
    else if (node.type === 'atrule' && !GROUPING.has(node.name)) chosen.add(atRuleKey(node));
  });

  const whole = postcss.parse(stylesheets);
  const pieces: Piece[] = [];
  const found = new Set<string>();
  collect(whole, [], pieces, chosen, found);
  if (found.size !== chosen.size) return undefined;

  if (!pieces.some((piece) => piece.critical)) return undefined;
  const again = repeatedAfterLater(pieces);
  const later = parts(pieces.filter((piece, index) => !piece.critical || again.has(index)));
  // Cascade layers are ordered as they first appear: the critical rules name them all first, in the stylesheets'
  // order, so that the page painted with them alone orders its layers as the stylesheets do.
  const layers = layerOrder(whole);
  const critical = serialize(pieces.filter((piece) => piece.critical));
  return { critical: layers.length > 0 ? `@layer ${layers.join(',')};${critical}` : critical, later };
}

/**
 * The critical pieces that must come again in `later`: each that could tie with a piece before it that `later` holds
 * (a later piece, or one of these). Two pieces could tie when they stand in the same cascade layer and set a property
 * in common (`keysOf`), both important or both not, with selectors of the same specificity and pseudo-element; which
 * elements the selectors match and media queries are not weighed, which only makes the set larger.
 */
function repeatedAfterLater(pieces: Piece[]): Set<number> {
  const again = new Set<number>();
  /** `layer|name|specificity` of what `later` holds so far, and `layer|name` alone. */
  const exact = new Set<string>();
  const named = new Set<string>();
  /** The `layer|name` of selectors whose specificity could not be read, which tie with any. */
  const anySpecificity = new Set<string>();
  /** The layers in which a piece `later` holds sets `all`, which ties with every property. */
  const setAll = new Set<string>();
  const setsAll = (name: string) => name === 'all' || name === 'all!';
  const ties = ({ layer, name, specificity }: Key) =>
    setAll.has(layer) ||
    (setsAll(name)
      ? [...named].some((key) => key.startsWith(`${layer}|`))
      : specificity === undefined
        ? named.has(`${layer}|${name}`)
        : exact.has(`${layer}|${name}|${specificity}`) || anySpecificity.has(`${layer}|${name}`));
  pieces.forEach((piece, index) => {
    const keys = keysOf(piece);
    if (piece.critical && !keys.some(ties)) return;
    if (piece.critical) again.add(index);
    for (const { layer, name, specificity } of keys) {
      named.add(`${layer}|${name}`);
      if (specificity === undefined) anySpecificity.add(`${layer}|${name}`);
      else exact.add(`${layer}|${name}|${specificity}`);
      if (setsAll(name)) setAll.add(layer);
    }
  });
  return again;
}

/**
 * Where and what a piece sets: its cascade layer, a property's family or an at-rule's name, and its selector's
 * weight.
 */
interface Key {
  layer: string;
  name: string;
  /** The selector's specificity and pseudo-element; undefined when it could not be read. */
  specificity?: string;
}

/** The keys under which two pieces could decide a tie by their order. */
function keysOf(piece: Piece): Key[] {
  const layer = layerNames(piece.chain).join('.');
  if (piece.selector === undefined) {
    const atRule = piece.node as AtRule;
    // A font's face, keyframes, a registered property: the last of a name wins.
    return [
      {
        layer,
        name: `@${atRule.name} ${atRule.name === 'font-face' ? '' : normalized(atRule.params)}`,
        specificity: '',
      },
    ];
  }
  const specificity = weightOf(piece.selector);
  return (piece.node as Rule).nodes
    .filter((node) => node.type === 'decl')
    .map((decl) => ({ layer, name: `${propertyFamily(decl.prop)}${decl.important ? '!' : ''}`, specificity }));
}

/** Pseudo-elements that may be written with one colon. */
const LEGACY_PSEUDO_ELEMENTS = new Set(['before', 'after', 'first-line', 'first-letter']);

/** A selector's specificity (ids, classes, types) and the pseudo-element it styles, or undefined if unreadable. */
function weightOf(selector: string): string | undefined {
  try {
    const [compound, ...more] = parseSelector(selector);
    if (!compound || more.length > 0) return undefined;
    const pseudoElements = compound
      .filter(
        (token) =>
          token.type === SelectorType.PseudoElement ||
          (token.type === SelectorType.Pseudo && LEGACY_PSEUDO_ELEMENTS.has(token.name)),
      )
      .map((token) => (token as { name: string }).name);
    return `${specificityOf(compound).join(',')}${pseudoElements.map((name) => `::${name}`).join('')}`;
  } catch {
    return undefined;
  }
}

type Specificity = [number, number, number];

function specificityOf(tokens: Selector[]): Specificity {
  const total: Specificity = [0, 0, 0];
  const add = ([a, b, c]: Specificity) => {
    total[0] += a;
    total[1] += b;
    total[2] += c;
  };
  for (const token of tokens) {
    if (token.type === SelectorType.Attribute && token.name === 'id' && token.ignoreCase === 'quirks') add([1, 0, 0]);
    else if (token.type === SelectorType.Attribute) add([0, 1, 0]);
    else if (token.type === SelectorType.Tag || token.type === SelectorType.PseudoElement) add([0, 0, 1]);
    else if (token.type === SelectorType.Pseudo && LEGACY_PSEUDO_ELEMENTS.has(token.name)) add([0, 0, 1]);
    else if (token.type === SelectorType.Pseudo && token.name === 'where') continue;
    else if (token.type === SelectorType.Pseudo && ['is', 'not', 'has', 'matches'].includes(token.name)) {
      const options = Array.isArray(token.data) ? token.data.map(specificityOf) : [];
      add(options.reduce((most, option) => (compare(option, most) > 0 ? option : most), [0, 0, 0]));
    } else if (token.type === SelectorType.Pseudo) {
      // :nth-child(2n of .a) would weigh its selector too: it is read as unknown.
      if (typeof token.data === 'string' && / of /.test(token.data)) throw new Error('unread');
      add([0, 1, 0]);
    }
  }
  return total;
}

const compare = (a: Specificity, b: Specificity) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Properties that set one another (`margin` and `margin-left`, `inset` and `top`) share a family. */
function propertyFamily(property: string): string {
  const name = property.toLowerCase();
  if (name.startsWith('--')) return name;
  const unprefixed = name.replace(/^-(webkit|moz|ms|o)-/, '');
  return FAMILIES[unprefixed] ?? unprefixed.split('-')[0]!;
}

const FAMILIES: Record<string, string> = Object.fromEntries(
  Object.entries({
    inset: ['top', 'right', 'bottom', 'left'],
    size: [
      'width',
      'height',
      'min-width',
      'max-width',
      'min-height',
      'max-height',
      'inline-size',
      'block-size',
      'min-inline-size',
      'max-inline-size',
      'min-block-size',
      'max-block-size',
      'aspect-ratio',
    ],
    align: ['place-content', 'place-items', 'place-self', 'justify-content', 'justify-items', 'justify-self'],
    gap: ['row-gap', 'column-gap', 'grid-gap', 'grid-row-gap', 'grid-column-gap'],
    text: ['white-space', 'white-space-collapse', 'text-wrap'],
    font: ['line-height'],
    column: ['columns'],
  }).flatMap(([family, properties]) => properties.map((property) => [property, family])),
);

/** The pieces as CSS in parts of about PART_LENGTH characters, each part whole CSS. */
function parts(pieces: Piece[]): string[] {
  const all: string[] = [];
  let part: Piece[] = [];
  let length = 0;
  for (const piece of pieces) {
    // With the copies of its at-rules around it, as serialize writes it.
    const size =
      piece.chain.reduce((sum, atRule) => sum + atRule.name.length + atRule.params.length + 4, 0) +
      (piece.selector === undefined
        ? piece.node.toString().length
        : piece.selector.length + declarationsOf(piece.node as Rule).length + 2);
    if (part.length > 0 && length + size > PART_LENGTH) {
      all.push(serialize(part));
      part = [];
      length = 0;
    }
    part.push(piece);
    length += size;
  }
  if (part.length > 0) all.push(serialize(part));
  return all;
}

function insideKeyframes(node: ChildNode): boolean {
  return node.parent?.type === 'atrule' && /keyframes$/.test((node.parent as AtRule).name);
}

function collect(
  container: Container,
  chain: AtRule[],
  pieces: Piece[],
  chosen: Set<string>,
  found: Set<string>,
): void {
  for (const node of container.nodes ?? []) {
    if (node.type === 'rule') {
      for (const selector of node.selectors) {
        const key = ruleKey(node, selector);
        const critical = chosen.has(key);
        if (critical) found.add(key);
        pieces.push({ node, selector, chain, critical });
      }
    } else if (node.type === 'atrule' && GROUPING.has(node.name) && node.nodes) {
      collect(node, [...chain, node], pieces, chosen, found);
    } else if (node.type === 'atrule') {
      const key = atRuleKey(node);
      const critical = chosen.has(key);
      if (critical) found.add(key);
      pieces.push({ node, chain, critical });
    }
  }
}

/** The pieces as CSS, each in copies of its at-rules, the pieces of one rule in one rule again. */
function serialize(pieces: Piece[]): string {
  const root = postcss.root();
  let open: { original: AtRule; copy: AtRule }[] = [];
  let lastRule: { original: Rule; copy: Rule } | undefined;
  for (const piece of pieces) {
    let shared = 0;
    while (shared < open.length && shared < piece.chain.length && open[shared]!.original === piece.chain[shared])
      shared += 1;
    if (shared < open.length) lastRule = undefined;
    open = open.slice(0, shared);
    for (const original of piece.chain.slice(shared)) {
      const copy = original.clone({ nodes: [] });
      (open.at(-1)?.copy ?? root).append(copy);
      open.push({ original, copy });
      lastRule = undefined;
    }
    const parent: Root | AtRule = open.at(-1)?.copy ?? root;
    if (piece.selector !== undefined && lastRule?.original === piece.node && parent.last === lastRule.copy) {
      lastRule.copy.selectors = [...lastRule.copy.selectors, piece.selector];
    } else if (piece.selector !== undefined) {
      const copy = (piece.node as Rule).clone({ selectors: [piece.selector] });
      parent.append(copy);
      lastRule = { original: piece.node as Rule, copy };
    } else {
      parent.append(piece.node.clone());
      lastRule = undefined;
    }
  }
  return root.toString();
}

function layerOrder(root: Root): string[] {
  const names: string[] = [];
  const add = (name: string) => {
    if (name && !names.includes(name)) names.push(name);
  };
  root.walkAtRules('layer', (atRule) => {
    const prefix = layerNames(atRulesAround(atRule));
    for (const name of atRule.params.split(',').map(normalized)) add([...prefix, name].filter(Boolean).join('.'));
  });
  return names;
}
