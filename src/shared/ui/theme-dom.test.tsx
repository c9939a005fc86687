import { describe, expect, it } from 'vitest';
import { applyTheme } from './theme';

describe('applyTheme', () => {
  it('sets --registry-* custom properties on the element', () => {
    const el = document.createElement('div');
    applyTheme(el, { primary: '#123456', 'font-family': 'Georgia, serif' });
    expect(el.style.getPropertyValue('--registry-primary')).toBe('#123456');
    expect(el.style.getPropertyValue('--registry-font-family')).toBe('Georgia, serif');
  });
  it('refuses values that could break out of the declaration', () => {
    const el = document.createElement('div');
    applyTheme(el, { primary: 'red; } body { display:none' });
    expect(el.style.getPropertyValue('--registry-primary')).toBe('');
  });
});
