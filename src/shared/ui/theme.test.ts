import { describe, expect, it } from 'vitest';
import { normaliseThemeKey } from './theme';

describe('normaliseThemeKey', () => {
  it('accepts bare keys, attribute names and custom property names', () => {
    expect(normaliseThemeKey('primary')).toBe('primary');
    expect(normaliseThemeKey('theme-font-family')).toBe('font-family');
    expect(normaliseThemeKey('--registry-error')).toBe('error');
  });
  it('maps the legacy aliases once', () => {
    expect(normaliseThemeKey('primary-color')).toBe('primary');
    expect(normaliseThemeKey('font')).toBe('font-family');
  });
  it('ignores unknown keys', () => {
    expect(normaliseThemeKey('position')).toBeUndefined();
  });
});
