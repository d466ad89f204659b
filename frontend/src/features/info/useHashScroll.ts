import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Deep links such as /protocol/chip#steps: the page arrives lazily, after the browser looked for
 * the anchor, and the layout scrolls to the top on every new path — so jump once both are done.
 */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const timer = window.setTimeout(() => document.getElementById(id)?.scrollIntoView(), 0);
    return () => window.clearTimeout(timer);
  }, [hash]);
}
