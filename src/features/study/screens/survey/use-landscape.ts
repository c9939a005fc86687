import { useEffect, useState } from 'react';
import { useTrackEvent } from '@/shared/analytics/analytics';

// Questionnaires are portrait-only on phones (spec 001 §1): a phone held sideways shows a message
// instead, and turning it is reported as the rotate-to-landscape analytics event (DECISIONS §8),
// through the one analytics module (the host's callback, or the embed's DOM event).
const PHONE_LANDSCAPE = '(orientation: landscape) and (max-height: 500px) and (pointer: coarse)';

export function usePhoneLandscape(active: boolean): boolean {
  const track = useTrackEvent();
  const [landscape, setLandscape] = useState(false);
  useEffect(() => {
    if (!active || typeof window === 'undefined' || !window.matchMedia) return;
    const query = window.matchMedia(PHONE_LANDSCAPE);
    const update = () => {
      setLandscape(query.matches);
      if (query.matches) track({ name: 'rotate_to_landscape', path: window.location.pathname });
    };
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [active, track]);
  return landscape;
}
