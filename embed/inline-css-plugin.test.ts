import { describe, expect, it } from 'vitest';
import { findLeaks, remToShadowUnits } from './inline-css-plugin';

describe('remToShadowUnits', () => {
  it('turns rem lengths into multiples of --registry-rem, independent of the host root font size', () => {
    expect(remToShadowUnits('.a{padding:1rem 0.5rem;margin:-.25rem}')).toBe(
      '.a{padding:calc(1 * var(--registry-rem)) calc(0.5 * var(--registry-rem));margin:calc(-.25 * var(--registry-rem))}',
    );
  });
  it('keeps rem in media queries, where custom properties are not allowed', () => {
    expect(remToShadowUnits('@media (min-width:48rem){.a{gap:2rem}}')).toBe(
      '@media (min-width:48rem){.a{gap:calc(2 * var(--registry-rem))}}',
    );
  });
});

describe('findLeaks', () => {
  it.each([':root{--x:1}', 'html{font-size:30px}', 'a,body{margin:0}', '@property --x{syntax:"*"}'])(
    'flags %s',
    (css) => {
      expect(findLeaks(css)).not.toEqual([]);
    },
  );
  it('accepts scoped rules and class names that merely contain the words', () => {
    expect(findLeaks('.registry-root{color:red}.registry-body-text{margin:0}.html-content p{margin:0}')).toEqual([]);
  });
});
