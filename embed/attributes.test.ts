import { afterEach, describe, expect, it, vi } from 'vitest';
import { attributeProblem, checkAttribute } from './attributes';

const supports = (property: string, value: string) =>
  property === 'color' ? /^(#[0-9a-f]{3,8}|rgb\(.+\)|red)$/i.test(value) : /^\d+(\.\d+)?(px|rem|em)$/.test(value);

describe('attributeProblem', () => {
  it('accepts the documented values', () => {
    expect(attributeProblem('environment', 'prod')).toBeNull();
    expect(attributeProblem('session', 'shared')).toBeNull();
    expect(attributeProblem('heading-level', '3')).toBeNull();
    expect(attributeProblem('api-base', 'https://registry.example.org/api')).toBeNull();
    expect(attributeProblem('api-base', '/api')).toBeNull();
    expect(attributeProblem('theme-primary', '#0b5cad', supports)).toBeNull();
    expect(attributeProblem('theme-radius', '4px', supports)).toBeNull();
    expect(attributeProblem('heading', 'Anything at all')).toBeNull();
  });

  it('names what was expected for an invalid value', () => {
    expect(attributeProblem('environment', 'production')).toBe(
      'expected one of "development", "qa", "sb", "staging", "prod"',
    );
    expect(attributeProblem('heading-level', '1')).toMatch(/expected one of "2", "3", "4"/);
    expect(attributeProblem('session', 'local')).toMatch(/"isolated", "shared"/);
    expect(attributeProblem('api-base', 'registry.example.org')).toMatch(/absolute URL/);
    expect(attributeProblem('theme-primary', 'bluish', supports)).toBe('expected a CSS colour');
    expect(attributeProblem('theme-font-size', 'big', supports)).toBe('expected a CSS length');
  });

  it('takes a partner-ref of 1 to 128 printable ASCII characters (the registry’s own rule)', () => {
    expect(attributeProblem('partner-ref', 'crm-4711/a b~')).toBeNull();
    expect(attributeProblem('partner-ref', 'r'.repeat(128))).toBeNull();
    for (const bad of ['', 'r'.repeat(129), 'a\nb', 'Zoë'])
      expect(attributeProblem('partner-ref', bad)).toBe('expected 1 to 128 printable ASCII characters');
  });
});

describe('checkAttribute', () => {
  afterEach(() => vi.restoreAllMocks());

  it('warns once per element, attribute and value, and tells the caller to ignore it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(checkAttribute('registry-faq', 'environment', 'live')).toBe(false);
    expect(checkAttribute('registry-faq', 'environment', 'live')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(
      '<registry-faq>: ignoring environment="live": expected one of "development", "qa", "sb", "staging", "prod".',
    );
    expect(checkAttribute('registry-faq', 'environment', 'qa')).toBe(true);
    expect(checkAttribute('registry-faq', 'environment', null)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
