import postcss, { type AtRule } from 'postcss';
import { splitStyles } from './page-styles';

/** Every selector of `css` with its at-rules and declarations, in order: the cascade's view of a stylesheet. */
function cascadeOrder(css: string): string[] {
  const order: string[] = [];
  postcss.parse(css).walk((node) => {
    const chain: string[] = [];
    for (let parent = node.parent; parent?.type === 'atrule'; parent = (parent as AtRule).parent)
      chain.unshift(`@${(parent as AtRule).name} ${(parent as AtRule).params}`);
    if (node.type === 'rule') {
      const declarations = node.nodes.map((decl) => decl.toString()).join(';');
      node.selectors.forEach((selector) => order.push(`${chain.join(' ')} ${selector} {${declarations}}`));
    } else if (node.type === 'atrule' && !node.nodes) {
      order.push(`${chain.join(' ')} ${node.toString()}`);
    } else if (node.type === 'atrule' && ['font-face', 'keyframes'].includes(node.name)) {
      order.push(`${chain.join(' ')} ${node.toString()}`);
    }
  });
  return order;
}

/** The `@layer a,b;` statement the critical rules begin with, which names the layers without adding a rule. */
const notLayerNames = (rule: string) => !/^\s*@layer [\w.,-]+$/.test(rule);

/** The page's styles once everything came: the critical rules, then the later parts after them. */
const together = ({ critical, later }: { critical: string; later: string[] }) => critical + later.join('');

/** The parts of a cascade-order line that decide a tie: its at-rules' layers, its selector and its declarations. */
function parsedRule(rule: string) {
  const layer = [...rule.matchAll(/@layer ([\w.-]+)/g)].map((match) => match[1]).join('.');
  const body = /([^{}]*)\{([^{}]*)\}$/.exec(rule.replace(/@(layer|media) [^ ]+( \([^)]*\))? /g, ''));
  const selector = body?.[1]?.trim() ?? '';
  const properties = (body?.[2] ?? '')
    .split(';')
    .filter(Boolean)
    .map((decl) => decl.split(':')[0]!.trim());
  // The test's selectors: classes, ids, tags, pseudo-classes, :where() and ::before.
  const weighed = selector.replace(/:where\([^)]*\)/g, '');
  const weight = [
    (weighed.match(/#/g) ?? []).length,
    (weighed.match(/\.|(^|[^:]):[a-z-]+/g) ?? []).length,
    (weighed.match(/(^|\s)[a-z]+|::before/g) ?? []).length,
    selector.includes('::before'),
  ].join();
  return {
    layer,
    weight,
    families: properties.map((property) => (property.startsWith('--') ? property : property.split('-')[0])),
  };
}

const couldTie = (a: string, b: string) => {
  const [x, y] = [parsedRule(a), parsedRule(b)];
  return x.layer === y.layer && x.weight === y.weight && x.families.some((family) => y.families.includes(family));
};

/**
 * Every rule of the stylesheets is on the page, and of any two that could tie, the last copy of the one the
 * stylesheets put later comes later: every tie is decided as the stylesheets decide it.
 */
function expectTiesDecidedAsInStylesheets(stylesheets: string, page: string) {
  const whole = cascadeOrder(stylesheets);
  const onPage = cascadeOrder(page).filter(notLayerNames);
  expect(new Set(onPage)).toEqual(new Set(whole));
  const last = (rule: string) => onPage.lastIndexOf(rule);
  whole.forEach((first, index) => {
    for (const second of whole.slice(index + 1)) {
      if (couldTie(first, second) && first !== second)
        expect([first, second, last(first) < last(second)]).toEqual([first, second, true]);
    }
  });
}

const STYLESHEETS = [
  '@layer mantine{.button{color:red}.dialog{color:blue}.button:hover,.dialog:hover{color:green}}',
  '@font-face{font-family:Poppins;src:url(/assets/poppins.woff2)}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '.card{margin:0}.drawer{margin:1px}',
  '@media (min-width:48em){.card{margin:2px}.drawer{margin:3px}}',
  '.card,.drawer{padding:0}',
  '.late{color:black}',
].join('');

// What beasties would inline for a page with a button and a card: the rules that match them, in their order.
const INLINED = [
  '@layer mantine{.button{color:red}.button:hover{color:green}}',
  '@font-face{font-family:Poppins;src:url(/assets/poppins.woff2)}',
  '.card{margin:0}',
  '@media (min-width:48em){.card{margin:2px}}',
  '.card{padding:0}',
].join('');

describe("a page's stylesheets cut into what its paint needs and what comes after", () => {
  it('holds in its critical rules exactly the inlined ones, and in its later parts everything else', () => {
    const split = splitStyles(STYLESHEETS, INLINED)!;
    expect(cascadeOrder(split.critical).filter(notLayerNames)).toEqual(cascadeOrder(INLINED));
    const later = cascadeOrder(split.later.join(''));
    expect(later).toEqual(
      expect.arrayContaining(cascadeOrder(STYLESHEETS).filter((rule) => !cascadeOrder(INLINED).includes(rule))),
    );
    expect(split.later.join('')).toContain('.dialog:hover{color:green}');
    expect(split.later.join('')).toContain('.drawer{margin:3px}');
  });

  it('holds again after the later rules the critical rules they could tie with, and no other', () => {
    const split = splitStyles(STYLESHEETS, INLINED)!;
    expectTiesDecidedAsInStylesheets(STYLESHEETS, together(split));
    const later = split.later.join('');
    // .card{margin:2px} could tie with .drawer{margin:1px} before it (one class each, both set a margin): it comes again.
    expect(later).toContain('@media (min-width:48em){.card{margin:2px}.drawer{margin:3px}}');
    // .button:hover weighs more than .dialog before it; .card{padding:0} follows no later rule that sets a padding;
    // .button{color:red} comes before any later rule.
    expect(later).not.toContain('.button:hover');
    expect(later).not.toContain('.card{padding:0}');
    expect(later).not.toContain('.button{color:red}');
    // The font's face is not given again: nothing later names a face.
    expect(later).not.toContain('@font-face');
  });

  it('decides every tie as the stylesheets do, whatever the page inlined', () => {
    const selectors = ['.a', '.b', '.a.b', 'p', '#x', '.a::before', ':where(.b) .a', 'p.a', '.b:hover', 'p:hover'];
    const declarations = ['color:red', 'color:blue', 'margin:0', 'margin-left:1px', 'padding:2px'];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    for (let round = 0; round < 40; round += 1) {
      const rules = Array.from({ length: 14 }, (_, index) => {
        const rule = `${selectors[random(selectors.length)]}{${declarations[random(declarations.length)]};--n${index}:${index}}`;
        const inLayer = random(3) === 0 ? `@layer l${random(2)}{${rule}}` : rule;
        return random(4) === 0 ? `@media (min-width:${index}em){${inLayer}}` : inLayer;
      });
      const inlined = rules.filter((_, index) => index === 0 || random(2) === 0);
      const split = splitStyles(rules.join(''), inlined.join(''))!;
      expectTiesDecidedAsInStylesheets(rules.join(''), together(split));
    }
  });

  it('holds again a critical rule after a later one that sets every property, important or not', () => {
    for (const all of ['all:unset', 'all:unset!important']) {
      const split = splitStyles(`.reset{${all}}.card{margin:0}`, '.card{margin:0}')!;
      expect(split.later.join('')).toContain('.card{margin:0}');
    }
    expect(splitStyles('.reset{color:red}.card{margin:0}', '.card{margin:0}')!.later.join('')).not.toContain('.card');
  });

  it('names the cascade layers first, so that the critical rules alone order them as the stylesheets do', () => {
    const split = splitStyles(
      '@layer base{p{margin:0}}@layer theme{.x{color:red}}@layer base{.y{color:blue}}',
      '@layer theme{.x{color:red}}',
    )!;
    expect(split.critical).toMatch(/^@layer base,theme;/);
  });

  it('keeps the whole stylesheets when the inlined CSS holds a rule they do not', () => {
    expect(splitStyles(STYLESHEETS, '.card{margin:0}.elsewhere{color:red}')).toBeUndefined();
    expect(splitStyles(STYLESHEETS, '')).toBeUndefined();
  });

  it('cuts the later rules into parts the loader parses one per task, each CSS on its own', () => {
    const many = Array.from({ length: 3000 }, (_, index) => `@media (min-width:1px){.r${index}{color:red}}`).join('');
    const split = splitStyles(`.first{margin:0}${many}`, '.first{margin:0}')!;
    expect(split.later.length).toBeGreaterThan(2);
    for (const part of split.later) {
      expect(part.length).toBeLessThanOrEqual(16_100);
      expect(part).toMatch(/^@media \(min-width:1px\)\{.*\}$/);
    }
    expect(cascadeOrder(split.later.join(''))).toEqual(cascadeOrder(many));
  });
});
