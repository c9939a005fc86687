import { describe, expect, it } from 'vitest';
import { consentFileName, htmlToBlocks, signedAtText } from './consent-pdf';

describe('htmlToBlocks', () => {
  it.each([
    [
      '<h2>Title</h2><p>One &amp; two</p>',
      [
        { role: 'H2', text: 'Title' },
        { role: 'P', text: 'One & two' },
      ],
    ],
    [
      '<h3>Risks</h3><ol><li>First</li><li><b>Second</b> item</li></ol>',
      [
        { role: 'H3', text: 'Risks' },
        { role: 'LI', text: 'First' },
        { role: 'LI', text: 'Second item' },
      ],
    ],
    ['<p>Line<br>break and&nbsp;space &#8217; &rsquo;</p>', [{ role: 'P', text: 'Line break and space ’ ’' }]],
    ['Plain text without tags', [{ role: 'P', text: 'Plain text without tags' }]],
    ['<p>   </p>', []],
  ])('%s', (html, blocks) => {
    expect(htmlToBlocks(html)).toEqual(blocks);
  });
});

describe('signedAtText: M/d/yyyy h:mm:ss a (spec 001 §9) in English, the month in words in Spanish, the zone named', () => {
  it.each([
    ['2026-03-05T14:07:09.000Z', 'UTC', '3/5/2026 2:07:09 PM (Coordinated Universal Time)'],
    ['2026-03-05T14:07:09.000Z', 'America/Chicago', '3/5/2026 8:07:09 AM (Central Standard Time)'],
    ['2026-07-05T14:07:09.000Z', 'America/New_York', '7/5/2026 10:07:09 AM (Eastern Daylight Time)'],
    // No zone the server knows: the registry's, named, never an unnamed clock.
    ['2026-03-05T14:07:09.000Z', 'Not/AZone', '3/5/2026 9:07:09 AM (Eastern Standard Time)'],
    ['2026-03-05T14:07:09.000Z', null, '3/5/2026 9:07:09 AM (Eastern Standard Time)'],
  ])('%s in %s', (iso, zone, text) => {
    expect(signedAtText(iso, zone)).toBe(text);
  });
  it('writes a Spanish date that cannot be read day-first', () => {
    expect(signedAtText('2026-12-07T20:19:01.000Z', 'America/New_York', 'es')).toMatch(
      /^7 dic 2026, 3:19 p\. m\. \(hora .+\)$/,
    );
  });
});

it('names the file after the study, the consent type and the signed consent id', () => {
  expect(
    consentFileName({ study_title: 'T1D Registry: Core Study!', consent_type: 'parental', signed_consent_id: 12 }),
  ).toBe('t1d-registry-core-study-parental-consent-12.pdf');
});

it('keeps the letters of an accented (Spanish) title in the file name, without the accents', () => {
  expect(
    consentFileName({
      study_title: 'Estudio principal: Niños y Diabetes',
      consent_type: 'adult',
      signed_consent_id: 3,
    }),
  ).toBe('estudio-principal-ninos-y-diabetes-adult-consent-3.pdf');
});

it('names a consent signed in Spanish in Spanish words', () => {
  expect(
    consentFileName({ study_title: 'Estudio principal', consent_type: 'adult', signed_consent_id: 19, lang: 'es' }),
  ).toBe('estudio-principal-consentimiento-adulto-19.pdf');
});
