import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import {
  headTagsToElements,
  type HeadOfMatch,
  PAGE_HEAD_ATTRIBUTE,
  pageHeadTags,
} from '@/lib/head-tags';

/**
 * Keeps the document's head (title, description, Open Graph, JSON-LD) that of the page shown: the server wrote
 * the first page's; each navigation puts the next page's in its place.
 */
export function DocumentHead() {
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
