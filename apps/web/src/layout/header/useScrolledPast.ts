import { useEffect, useState } from 'react';

/** Whether the window is scrolled further than `offset` px; re-renders only when that flips. */
export function useScrolledPast(offset: number, enabled = true): boolean {
  const [past, setPast] = useState(() => enabled && typeof window !== 'undefined' && window.scrollY > offset);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset, enabled]);
  return enabled && past;
}
