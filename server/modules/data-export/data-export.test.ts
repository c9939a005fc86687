import { unzipSync } from 'fflate';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ParticipantDataExport } from '@contract';
import { plainLines } from '../../testing/pdf-text';
import {
  answerAll,
  COMPLETE_QUESTIONNAIRE,
  CORE,
  join,
  startStudyApp,
  throughConsent,
} from '../../testing/study-test-kit';
import { STRONG_PASSWORD, type TestApp } from '../../testing/test-app';
import { REAUTH_REQUIRED } from '../consents/service';

// The participant's own copy: only their own id, only after the re-authentication a signature asks,
// a ZIP of data.json (the contract's shape), summary.pdf in their language and each signed consent's PDF.

let t: TestApp;
beforeAll(async () => {
  t = await startStudyApp();
});
afterAll(() => t.close());

const reauth = async (headers: Record<string, string>) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/registry/reauth', headers, payload: { password: STRONG_PASSWORD } })
  ).json().reauth_token as string;

const download = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/registry/participant/${id}/export`, headers });

describe('GET /registry/participant/{id}/export', () => {
  it('answers a ZIP of the record: data.json, the summary PDF and every signed consent as signed', async () => {
    const p = await join(t.app);
    await throughConsent(p);
    await answerAll(p, CORE, COMPLETE_QUESTIONNAIRE.slice(0, 3));
    expect((await download(p.id, p.headers)).json()).toEqual({ detail: REAUTH_REQUIRED });
    const res = await download(p.id, { ...p.headers, 'x-reauth': await reauth(p.headers) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="t1d-registry-my-data-\d+-[\d-]+\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(new TextDecoder().decode(files['data.json'])) as ParticipantDataExport;
    expect(Value.Errors(ParticipantDataExport, data)).toHaveLength(0);
    expect(data.profile.id).toBe(p.id);
    expect(data.consents.length).toBeGreaterThan(0);
    for (const c of data.consents) expect(Buffer.from(files[c.file]).subarray(0, 5).toString()).toBe('%PDF-');
    const questionnaire = data.questionnaires.find((q) => q.procedure === 'questionnaire')!;
    expect(questionnaire).toMatchObject({ submitted_at: null, answers: expect.any(Array) });
    expect(questionnaire.answers).toHaveLength(3);
    expect(data.questionnaires.find((q) => q.procedure === 'screening')!.submitted_at).not.toBeNull();
    expect(data.messages.map((m) => m.kind)).toEqual(['welcome']);
    expect(data.sign_ins).toEqual([expect.objectContaining({ step: 'password', outcome: 'ok' })]);
    expect(data.achievements.map((a) => a.code)).toContain('screening');
    const summary = plainLines(Buffer.from(files['summary.pdf'])).join('\n');
    expect(summary).toContain('Your data in the T1D Registry');
    expect(summary).toContain('Consents you signed');
    expect(summary).toContain(questionnaire.answers[0].question);
  });

  it('is in Spanish for a Spanish-speaking participant, and never carries a message’s code or link', async () => {
    const p = await join(t.app, { preferred_language: 'es' });
    await t.app.inject({
      method: 'POST',
      url: '/api/registry/reset_password',
      payload: {
        email: (await t.db.query<{ email: string }>('select email from participants where id = $1', [p.id]))[0].email,
      },
    });
    const res = await download(p.id, { ...p.headers, 'x-reauth': await reauth(p.headers) });
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = new TextDecoder().decode(files['data.json']);
    const data = JSON.parse(json) as ParticipantDataExport;
    expect(data.lang).toBe('es');
    expect(data.messages.map((m) => m.kind)).toEqual(['welcome', 'password_reset']);
    expect(json).not.toMatch(/token=|reset-password/);
    const summary = plainLines(Buffer.from(files['summary.pdf'])).join('\n');
    expect(summary).toContain('Sus datos en el Registro de DT1');
    expect(summary).toContain('Mensajes que le enviamos');
    expect(summary).toContain('Enlace para cambiar la contraseña');
  });

  it('is only the caller’s own: another id is refused', async () => {
    const a = await join(t.app);
    const b = await join(t.app);
    expect((await download(b.id, { ...a.headers, 'x-reauth': await reauth(a.headers) })).statusCode).toBe(403);
  });
});
