import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE, dialable, resolveSite } from './site';

describe('dialable', () => {
  it.each([
    ['(800) 555-0123', '+18005550123'],
    ['800.555.0123', '+18005550123'],
    ['1 800 555 0123', '+18005550123'],
    ['+44 20 7946 0000', '+442079460000'],
    ['555-0123', '5550123'],
  ])('%s → %s', (input, expected) => {
    expect(dialable(input)).toBe(expected);
  });
});

describe('resolveSite', () => {
  it('gives the example defaults without overrides', () => {
    const site = resolveSite();
    expect(site).toEqual(DEFAULT_SITE);
    expect(site.contact.hours).toBe('Monday to Friday 8AM to 5PM (EST)');
  });

  it('keeps the defaults clearly fictional (555-01xx number, example.org mailbox)', () => {
    expect(DEFAULT_SITE.contact.phoneHref).toMatch(/^\+1\d{3}55501\d{2}$/);
    expect(DEFAULT_SITE.contact.email).toMatch(/@registry\.example\.org$/);
    expect(DEFAULT_SITE.contact.privacyEmail).toMatch(/@registry\.example\.org$/);
  });

  it('merges contact overrides field by field', () => {
    const site = resolveSite({ registryName: 'Partner Registry', contact: { phone: '(617) 555-0199' } });
    expect(site.registryName).toBe('Partner Registry');
    expect(site.shortName).toBe(DEFAULT_SITE.shortName);
    expect(site.contact.phone).toBe('(617) 555-0199');
    expect(site.contact.phoneHref).toBe('+16175550199');
    expect(site.contact.email).toBe(DEFAULT_SITE.contact.email);
  });

  it('uses an overridden e-mail as the privacy mailbox unless one is given', () => {
    expect(resolveSite({ contact: { email: 'help@x.org' } }).contact.privacyEmail).toBe('help@x.org');
    expect(resolveSite({ contact: { email: 'help@x.org', privacyEmail: 'p@x.org' } }).contact.privacyEmail).toBe(
      'p@x.org',
    );
  });

  it('drops social links that are not http(s) or have no label', () => {
    const site = resolveSite({
      social: [
        { network: 'facebook', label: 'Facebook', href: 'javascript:alert(1)' },
        { network: 'x', label: ' ', href: 'https://x.com/a' },
        { network: 'youtube', label: 'YouTube', href: 'https://youtube.com/@a' },
      ],
    });
    expect(site.social.map((s) => s.network)).toEqual(['youtube']);
  });
});
