import { describe, expect, it } from 'vitest';
import { dispatchRegistryEvent, holdEventsUntilTaskEnds, reportingFetch, submissionEvents } from './events';

const SUBMIT = '/api/participant/7/user-studies/11/user-procedures';
const answer = (over: Record<string, unknown> = {}) => ({
  id: 11,
  study_id: 101,
  procedure_id: 'screening',
  completed_at: null,
  ...over,
});

describe('submissionEvents', () => {
  it('a stored submission is a procedure-submitted event, with the study and the procedure', () => {
    expect(submissionEvents('POST', SUBMIT, 200, answer())).toEqual([
      { name: 'registry-procedure-submitted', detail: { studyId: 101, procedure: 'screening', partnerRef: null } },
    ]);
  });

  it('the submission that completes the user study is also survey-completed', () => {
    const last = answer({ procedure_id: 'questionnaire', completed_at: '2026-11-23T20:00:00.000Z' });
    expect(submissionEvents('POST', `https://registry.example.org${SUBMIT}`, 200, last).map((e) => e.name)).toEqual([
      'registry-procedure-submitted',
      'registry-survey-completed',
    ]);
  });

  it('nothing for a refused submission, another call, or an answer that is not one', () => {
    expect(submissionEvents('POST', SUBMIT, 400, answer())).toEqual([]);
    expect(submissionEvents('GET', SUBMIT, 200, [answer()])).toEqual([]);
    expect(submissionEvents('POST', '/api/participant/7/events', 200, answer())).toEqual([]);
    expect(submissionEvents('POST', SUBMIT, 200, { study_id: '101' })).toEqual([]);
  });
});

describe('reportingFetch', () => {
  it('dispatches the submission events after the server answered, bubbling and composed', async () => {
    const target = new EventTarget();
    const seen: CustomEvent[] = [];
    for (const name of ['registry-procedure-submitted', 'registry-survey-completed'])
      target.addEventListener(name, (e) => seen.push(e as CustomEvent));
    const body = answer({ completed_at: '2026-11-23T20:00:00.000Z' });
    const fetch = reportingFetch(target, async () => new Response(JSON.stringify(body), { status: 200 }));
    const response = await fetch(SUBMIT, { method: 'POST', body: '{"procedure_id":"screening"}' });
    // The client still reads the body: the events read a clone.
    expect(await response.json()).toEqual(body);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.map((e) => [e.type, e.detail, e.bubbles && e.composed])).toEqual([
      ['registry-procedure-submitted', { studyId: 101, procedure: 'screening', partnerRef: null }, true],
      ['registry-survey-completed', { studyId: 101 }, true],
    ]);
  });

  it('sends the partner reference with every call, and hears what the registry answers back of it', async () => {
    const target = new EventTarget();
    const sent: (string | null)[] = [];
    const answered: (string | null)[] = [];
    const seen: unknown[] = [];
    target.addEventListener('registry-procedure-submitted', (e) => seen.push((e as CustomEvent).detail));
    const fetch = reportingFetch(
      target,
      async (input, init) => {
        sent.push(new Headers(init?.headers).get('X-Registry-Partner-Ref'));
        const url = String(input);
        const body = url.endsWith('/user-procedures') ? answer() : {};
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: url.endsWith('/me') ? {} : { 'X-Registry-Partner-Ref': 'crm-42' },
        });
      },
      { ref: () => 'crm-42', answered: (ref) => answered.push(ref) },
    );
    await fetch('https://registry.example.org/api/registry/me', { headers: { Authorization: 'JWT x' } });
    await fetch(SUBMIT, { method: 'POST', body: '{"procedure_id":"screening"}' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual(['crm-42', 'crm-42']);
    // The profile answered none back (another partner's participant): null, not the gadget's own.
    expect(answered).toEqual([null]);
    expect(seen).toEqual([{ studyId: 101, procedure: 'screening', partnerRef: 'crm-42' }]);
  });

  it('reports a failed request as registry-error with its path on the registry, no origin and no query', async () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener('registry-error', (e) => seen.push((e as CustomEvent).detail));
    const down = reportingFetch(target, async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(down('https://registry.example.org/api/registry/me?token=secret')).rejects.toThrow('Failed to fetch');
    const failing = reportingFetch(target, async () => new Response('', { status: 503, statusText: 'Unavailable' }));
    await failing(new URL('https://registry.example.org/api/participant/7/user-studies?x=1'));
    expect(seen).toEqual([
      { status: 0, path: '/api/registry/me', message: 'Failed to fetch' },
      { status: 503, path: '/api/participant/7/user-studies', message: 'Unavailable' },
    ]);
  });
});

describe('holdEventsUntilTaskEnds', () => {
  it('holds what the target dispatches until the current task ends, then dispatches it in order', async () => {
    const target = new EventTarget();
    const heard: string[] = [];
    holdEventsUntilTaskEnds(target);
    dispatchRegistryEvent(target, 'registry-ready', { tag: 'registry-faq' });
    dispatchRegistryEvent(target, 'registry-analytics', { name: 'page_view', path: '/' });
    // A listener the page adds later in the same task, as a script after the gadget's does.
    for (const type of ['registry-ready', 'registry-analytics']) target.addEventListener(type, () => heard.push(type));
    expect(heard).toEqual([]);
    await new Promise((done) => setTimeout(done));
    expect(heard).toEqual(['registry-ready', 'registry-analytics']);
    // Afterwards events go out at once.
    dispatchRegistryEvent(target, 'registry-ready', { tag: 'registry-faq' });
    expect(heard).toHaveLength(3);
  });
});
