import { describe, expect, it } from 'vitest';
import { unsubscribeTokens } from './unsubscribe-token';

// The one-click unsubscribe token: it names one participant and one topic, and only a token signed
// with a secret the process holds (the current one, or one still accepted) says anything.

describe('unsubscribeTokens', () => {
  const current = unsubscribeTokens('the current secret');

  it('names the participant and topic it was signed for, and fits the link and the contract', () => {
    const token = current.sign(42, 'reminders_ongoing_studies');
    expect(token).toMatch(/^u1\.42\.1\.[A-Za-z0-9_-]{27}$/);
    expect(current.verify(token)).toEqual({ participantId: 42, topic: 'reminders_ongoing_studies' });
    expect(current.verify(current.sign(7, 'newsletter'))).toEqual({ participantId: 7, topic: 'newsletter' });
  });

  it('says nothing for a token changed in any part, or signed with another secret', () => {
    const token = current.sign(42, 'reminders_ongoing_studies');
    const [v, id, topic, sig] = token.split('.');
    for (const changed of [
      [v, '43', topic, sig],
      [v, id, '0', sig],
      [v, id, '9', sig],
      [v, id, topic, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`],
      ['u2', id, topic, sig],
      [v, '0', topic, sig],
      [v, '99999999999', topic, sig],
    ])
      expect(current.verify(changed.join('.'))).toBeUndefined();
    expect(current.verify(`${token}.`)).toBeUndefined();
    expect(current.verify('')).toBeUndefined();
    expect(unsubscribeTokens('another secret').verify(token)).toBeUndefined();
  });

  it('keeps working across a rotation of the token secret while the old one is accepted', () => {
    const old = unsubscribeTokens('the old secret').sign(5, 'reminders_new_ro_and_studies');
    expect(current.verify(old)).toBeUndefined();
    expect(unsubscribeTokens('the current secret', ['the old secret']).verify(old)).toEqual({
      participantId: 5,
      topic: 'reminders_new_ro_and_studies',
    });
  });
});
