import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is at least `required` CSS pixels wide, followed with a ResizeObserver (the
 * width depends on the column count, which a container query cannot read). Without a
 * ResizeObserver (old browsers, unit tests) the wide layout is kept.
 */
export function useFitsWidth(ref: RefObject<HTMLElement | null>, required: number): boolean {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setFits(element.clientWidth >= required);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, required]);
  return fits;
}
