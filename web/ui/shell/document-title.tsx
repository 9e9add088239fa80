import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { documentTitleOf } from '../../lib/page-title';

type Meta = { title?: string } | undefined;

/** Keeps document.title on the deepest matched route's `head` title (see lib/page-title). */
export function DocumentTitle() {
  const title = useRouterState({
    select: (state) => {
      for (const match of [...state.matches].reverse()) {
        const found = (match.meta as Meta[] | undefined)?.find((m) => m?.title)?.title;
        if (found) return found;
      }
      return undefined;
    },
  });
  useEffect(() => {
    document.title = documentTitleOf(title);
  }, [title]);
  return null;
}
