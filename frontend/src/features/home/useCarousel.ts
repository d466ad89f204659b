import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
const watchMotion = (notify: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};
// The server cannot know the visitor's preference: it renders as for most (motion allowed), and the
// browser corrects it right after hydration.
const motionOnServer = () => false;

/**
 * Index of the shown slide with previous/next that wrap around. With `autoMs` it advances by
 * itself unless paused (hover, focus, the pause button) or the visitor prefers reduced motion.
 */
export function useCarousel(count: number, autoMs?: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const prefersReducedMotion = useSyncExternalStore(watchMotion, reducedMotion, motionOnServer);
  const auto = Boolean(autoMs) && !prefersReducedMotion;

  useEffect(() => {
    if (index >= count && count > 0) setIndex(0);
  }, [count, index]);

  useEffect(() => {
    if (!auto || paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), autoMs);
    return () => window.clearInterval(timer);
  }, [auto, paused, count, autoMs]);

  const previous = useCallback(() => setIndex((i) => (count ? (i - 1 + count) % count : 0)), [count]);
  const next = useCallback(() => setIndex((i) => (count ? (i + 1) % count : 0)), [count]);
  return { index: count ? index % count : 0, setIndex, previous, next, paused, setPaused, auto };
}
