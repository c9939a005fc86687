import { afterEach, describe, expect, it, vi } from 'vitest';
import { attributeProblem, checkAttribute } from './attributes';
import { surveyAttributeProblem, surveyConfig } from './survey-attributes';

describe('surveyAttributeProblem', () => {
  it('accepts the documented values', () => {
    expect(surveyAttributeProblem('study-id', '101')).toBeNull();
    expect(surveyAttributeProblem('user-study-id', '7')).toBeNull();
    for (const source of ['public', 'registry', 'registry_jaeb', 'jaeb'])
      expect(surveyAttributeProblem('source', source)).toBeNull();
    expect(surveyAttributeProblem('partner-mode', 'cso')).toBeNull();
    expect(surveyAttributeProblem('partner-client-id', 'lakeside.research-01')).toBeNull();
    expect(surveyAttributeProblem('heading', 'Our survey')).toBeNull();
  });

  it('names what was expected for an invalid value', () => {
    expect(surveyAttributeProblem('study-id', 'core')).toBe('expected a positive whole number');
    expect(surveyAttributeProblem('study-id', '0')).toBe('expected a positive whole number');
    expect(surveyAttributeProblem('user-study-id', '-3')).toBe('expected a positive whole number');
    expect(surveyAttributeProblem('source', 'partner')).toBe(
      'expected one of "public", "registry", "registry_jaeb", "jaeb"',
    );
    expect(surveyAttributeProblem('partner-client-id', '<script>')).toMatch(/letters, digits/);
    expect(surveyAttributeProblem('partner-mode', 'x'.repeat(129))).toMatch(/at most 128/);
    expect(surveyAttributeProblem('heading', '   ')).toMatch(/non-empty/);
  });

  it('is part of every element’s attribute check', () => {
    expect(attributeProblem('study-id', 'core')).toBe('expected a positive whole number');
    expect(attributeProblem('environment', 'prod')).toBeNull();
  });
});

describe('surveyConfig', () => {
  const read = (values: Record<string, string>) => (name: string) => values[name] ?? null;

  it('reads the study, the source (public by default) and the heading', () => {
    expect(surveyConfig(read({ 'study-id': '101', heading: 'Take part' }))).toEqual({
      target: { studyId: 101, userStudyId: null },
      source: 'public',
      heading: 'Take part',
      surveyPartner: undefined,
    });
    expect(surveyConfig(read({ 'user-study-id': '9', source: 'jaeb' })).target).toEqual({
      studyId: null,
      userStudyId: 9,
    });
  });

  it('selects the survey partner only with both its mode and its client id (DECISIONS §5)', () => {
    expect(surveyConfig(read({ 'partner-mode': 'cso' })).surveyPartner).toBeUndefined();
    expect(surveyConfig(read({ 'partner-client-id': 'lakeside' })).surveyPartner).toBeUndefined();
    expect(surveyConfig(read({ 'partner-mode': 'cso', 'partner-client-id': 'lakeside' })).surveyPartner).toEqual({
      mode: 'cso',
      clientId: 'lakeside',
    });
  });
});

describe('an invalid survey attribute', () => {
  afterEach(() => vi.restoreAllMocks());

  it('warns in the console and is ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(checkAttribute('registry-survey', 'source', 'partner')).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      '<registry-survey>: ignoring source="partner": expected one of "public", "registry", "registry_jaeb", "jaeb".',
    );
  });
});
