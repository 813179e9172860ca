import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import {
  headTagsToElements,
  type HeadOfMatch,
  PAGE_HEAD_ATTRIBUTE,
  pageHeadTags,
} from '@/lib/head-tags';
import { SERVER_STATE_ELEMENT_ID } from '@/lib/server-state';

/** Whether the server renders, or rendered, the page the browser opened: then it wrote that page's whole head. */
const serverRenderedThePage = () =>
  typeof document === 'undefined' || document.getElementById(SERVER_STATE_ELEMENT_ID) !== null;

/**
 * Keeps the document's head (title, description, Open Graph, JSON-LD) that of the page shown: the server wrote
 * the first page's; each navigation puts the next page's in its place. A page the server rendered keeps the head it
 * came with until the visitor leaves it: the browser neither works it out again nor writes it again as it takes over.
 */
export function DocumentHead() {
  const href = useRouterState({ select: (state) => state.location.href });
  const [serversHref] = useState(() => (serverRenderedThePage() ? href : undefined));
  const [leftTheServersPage, setLeftTheServersPage] = useState(serversHref === undefined);
  if (!leftTheServersPage && href !== serversHref) setLeftTheServersPage(true);
  return leftTheServersPage ? <PageHead /> : null;
}

function PageHead() {
  const matches = useRouterState({ select: (state) => state.matches });
  const tags = JSON.stringify(pageHeadTags(matches as HeadOfMatch[]));
  const parsed = useMemo(() => JSON.parse(tags) as ReturnType<typeof pageHeadTags>, [tags]);
  useEffect(() => {
    // Pages that say nothing of their head keep the one they have.
    if (parsed.length === 0) return;
    for (const element of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`))
      element.remove();
    document.head.append(...headTagsToElements(document, parsed));
  }, [parsed]);
  return null;
}
