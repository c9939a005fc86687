import { autoUpdate, computePosition, flip, offset, shift, type Placement } from '@floating-ui/react';

/**
 * Keeps `floating` placed beside `reference` (8 px away, flipped and shifted to stay 8 px inside
 * the viewport) while either moves; shows it once it has a place. Returns the cleanup.
 * Its own module, loaded with the first tooltip that opens: most screens never show one.
 */
export function followReference(reference: Element, floating: HTMLElement, placement: Placement): () => void {
  return autoUpdate(reference, floating, () => {
    void computePosition(reference, floating, {
      placement,
      middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    }).then(({ x, y }) => {
      Object.assign(floating.style, { left: `${x}px`, top: `${y}px`, visibility: 'visible' });
    });
  });
}
