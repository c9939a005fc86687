import { useEffect, useState } from 'react';

// Questionnaires are portrait-only on phones (spec 001 §1): a phone held sideways shows a message
// instead, and turning it is reported as the rotate-to-landscape analytics event (DECISIONS §8).
const PHONE_LANDSCAPE = '(orientation: landscape) and (max-height: 500px) and (pointer: coarse)';

export const ROTATE_EVENT = 'rotate_to_landscape';

/** DECISIONS §8: analytics leave through a `registry-analytics` DOM event the host may listen to. */
export function reportAnalytics(name: string, detail: Record<string, unknown> = {}) {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent('registry-analytics', { detail: { name, ...detail } }));
}

export function usePhoneLandscape(active: boolean): boolean {
  const [landscape, setLandscape] = useState(false);
  useEffect(() => {
    if (!active || typeof window === 'undefined' || !window.matchMedia) return;
    const query = window.matchMedia(PHONE_LANDSCAPE);
    const update = () => {
      setLandscape(query.matches);
      if (query.matches) reportAnalytics(ROTATE_EVENT);
    };
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [active]);
  return landscape;
}
