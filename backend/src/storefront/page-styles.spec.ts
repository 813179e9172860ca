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

/** The `@layer a,b;` statement the critical runs begin with, which names the layers without adding a rule. */
const notLayerNames = (rule: string) => !/^\s*@layer [\w.,-]+$/.test(rule);

/** The page's styles once everything came: each later run before its critical run, the last after all. */
const together = ({ critical, later }: { critical: string[]; later: string[] }) =>
  critical.map((run, index) => later[index] + run).join('') + later.at(-1);

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
  it('holds in its critical runs exactly the inlined rules, and in its later runs everything else', () => {
    const split = splitStyles(STYLESHEETS, INLINED)!;
    expect(cascadeOrder(split.critical.join('')).filter(notLayerNames)).toEqual(cascadeOrder(INLINED));
    const later = cascadeOrder(split.later.join(''));
    expect(later).toEqual(cascadeOrder(STYLESHEETS).filter((rule) => !cascadeOrder(INLINED).includes(rule)));
    expect(split.later.join('')).not.toContain('.button{');
    expect(split.later.join('')).toContain('.dialog:hover{color:green}');
  });

  it('puts the stylesheets back in their own order, rule by rule, when the later runs come between the critical ones', () => {
    const split = splitStyles(STYLESHEETS, INLINED)!;
    expect(split.later).toHaveLength(split.critical.length + 1);
    expect(cascadeOrder(together(split)).filter(notLayerNames)).toEqual(cascadeOrder(STYLESHEETS));
    // .card and .drawer share one rule in the stylesheets: each goes where its run is.
    expect(split.critical.join('')).toContain('.card{padding:0}');
    expect(split.later.join('')).toContain('.drawer{padding:0}');
    // A media query is cut around the runs, its condition kept on both sides.
    expect(split.later.join('')).toContain('@media (min-width:48em){.drawer{margin:3px}}');
  });

  it('names the cascade layers first, so that the critical runs alone order them as the stylesheets do', () => {
    const split = splitStyles(
      '@layer base{p{margin:0}}@layer theme{.x{color:red}}@layer base{.y{color:blue}}',
      '@layer theme{.x{color:red}}',
    )!;
    expect(split.critical[0]).toMatch(/^@layer base,theme;/);
  });

  it('keeps the whole stylesheets when the inlined CSS holds a rule they do not', () => {
    expect(splitStyles(STYLESHEETS, '.card{margin:0}.elsewhere{color:red}')).toBeUndefined();
    expect(splitStyles(STYLESHEETS, '')).toBeUndefined();
  });

  it('needs no later run after the last critical run when the stylesheets end with one', () => {
    const split = splitStyles('.a{color:red}.b{color:blue}', '.b{color:blue}')!;
    expect(split).toEqual({ critical: ['.b{color:blue}'], later: ['.a{color:red}', ''] });
  });
});
