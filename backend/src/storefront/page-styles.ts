import postcss, { type AtRule, type ChildNode, type Container, type Root, type Rule } from 'postcss';

/**
 * A page's stylesheets cut in two, in the stylesheets' own order: the runs of rules its first paint needs, inlined
 * in its head one `<style>` each, and the rules between and around them, which come after the paint. `later[k]` goes
 * before `critical[k]`, and the last of `later` after the last of `critical`: put together so, the page's styles are
 * the stylesheets' rules in their own order, and every tie between two rules is decided as the stylesheets decide it.
 * Nothing on the page matches a rule of `later` when it comes (those are the rules the paint did not need), so the
 * browser has no element's style to work out again, as it has when a whole stylesheet comes.
 */
export interface SplitStyles {
  critical: string[];
  later: string[];
}

/** At-rules whose rules take part in the cascade where they stand: they are cut around the runs. */
const GROUPING = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style']);

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

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

  const critical: string[] = [];
  const later: string[] = [];
  let run: Piece[] = [];
  let runIsCritical = false;
  const close = () => {
    (runIsCritical ? critical : later).push(serialize(run));
    run = [];
  };
  for (const piece of pieces) {
    if (piece.critical !== runIsCritical) {
      close();
      runIsCritical = piece.critical;
    }
    run.push(piece);
  }
  close();
  // When the stylesheets end with a critical run, nothing comes after it.
  if (runIsCritical) later.push('');
  if (critical.length === 0) return undefined;
  // Cascade layers are ordered as they first appear: the critical runs name them all first, in the stylesheets' order,
  // so that the page painted with them alone orders its layers as the stylesheets do.
  const layers = layerOrder(whole);
  if (layers.length > 0) critical[0] = `@layer ${layers.join(',')};${critical[0]}`;
  return { critical, later };
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
    const prefix = atRulesAround(atRule)
      .filter((around) => around.name === 'layer')
      .map((layer) => normalized(layer.params));
    for (const name of atRule.params.split(',').map(normalized)) add([...prefix, name].filter(Boolean).join('.'));
  });
  return names;
}
