/** One element of a page's <head>, as the routes' `head` options describe it. */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  children?: string;
}

/** What a matched route says about the head (TanStack Router's `head` option, resolved on the match). */
export interface HeadOfMatch {
  meta?: (Record<string, unknown> | undefined)[];
  links?: (Record<string, unknown> | undefined)[];
  headScripts?: (Record<string, unknown> | undefined)[];
}

/** Every element of the head is marked, so that the browser can replace one page's head with the next one's. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

const attributesOf = (entry: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(entry)
      .filter(([name, value]) => name !== 'children' && value !== undefined && value !== null)
      // HTML's own names (`hreflang`), which React writes as `hrefLang`.
      .map(([name, value]) => [name.toLowerCase(), String(value)]),
  );

/**
 * The head of the page the matches make, as TanStack Router's HeadContent builds it: the deepest route's title
 * and each `name` or `property` win over the ones above them; JSON-LD entries become their scripts.
 */
export function pageHeadTags(matches: readonly HeadOfMatch[]): HeadTag[] {
  let title: HeadTag | undefined;
  const meta: HeadTag[] = [];
  const named = new Set<string>();
  for (const match of [...matches].reverse()) {
    for (const entry of [...(match.meta ?? [])].reverse()) {
      if (!entry) continue;
      if (typeof entry.title === 'string') {
        title ??= { tag: 'title', attrs: {}, children: entry.title };
      } else if ('script:ld+json' in entry) {
        meta.push({
          tag: 'script',
          attrs: { type: 'application/ld+json' },
          children: JSON.stringify(entry['script:ld+json']),
        });
      } else {
        const key = (entry.name ?? entry.property) as string | undefined;
        if (key !== undefined) {
          if (named.has(key)) continue;
          named.add(key);
        }
        meta.push({ tag: 'meta', attrs: attributesOf(entry) });
      }
    }
  }
  const links = matches.flatMap((match) => match.links ?? []).filter((link) => link !== undefined);
  const scripts = matches
    .flatMap((match) => match.headScripts ?? [])
    .filter((script) => script !== undefined);
  return [
    ...(title ? [title] : []),
    ...meta.reverse(),
    ...links.map((link): HeadTag => ({ tag: 'link', attrs: attributesOf(link) })),
    ...scripts.map((script): HeadTag => ({
      tag: 'script',
      attrs: attributesOf(script),
      children: typeof script.children === 'string' ? script.children : undefined,
    })),
  ];
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');
/** A script's text may hold any JSON: nothing in it may close the element. */
const scriptText = (text: string) => text.replace(/</g, '\\u003c');

/** The tags as HTML for the server's page; every one carries the page-head mark. */
export function headTagsToHtml(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attrs, children }) => {
      const attributes = Object.entries({ ...attrs, [PAGE_HEAD_ATTRIBUTE]: '' })
        .map(([name, value]) =>
          value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`,
        )
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`;
      const text = tag === 'script' ? scriptText(children ?? '') : escapeText(children ?? '');
      return `<${tag}${attributes}>${text}</${tag}>`;
    })
    .join('\n');
}

/** The same tags as elements, for the browser to put in place of the previous page's. */
export function headTagsToElements(document: Document, tags: readonly HeadTag[]): HTMLElement[] {
  return tags.map(({ tag, attrs, children }) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    if (children !== undefined) element.textContent = children;
    return element;
  });
}
