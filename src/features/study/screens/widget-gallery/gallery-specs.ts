import { WIDGETS } from '@contract/study-questions';
import type { GallerySpec } from './gallery-kit';
import { CHOICE_SPECS } from './gallery-specs-choices';
import { VALUE_SPECS } from './gallery-specs-values';

/** One sample per widget, in the contract's order of the 20 widgets. */
export const GALLERY_SPECS: GallerySpec[] = WIDGETS.map((widget) => {
  const spec = [...CHOICE_SPECS, ...VALUE_SPECS].find((s) => s.widget === widget);
  if (!spec) throw new Error(`The widget gallery has no sample of ${widget}`);
  return spec;
});
