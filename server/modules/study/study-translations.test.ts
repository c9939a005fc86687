import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question, StudyDefinition } from '@contract';
import { STRONG_PASSWORD, type TestApp } from '../../testing/test-app';
import {
  answerAll,
  CORE,
  DEMO_STUDIES_DIR,
  ELIGIBLE_SCREENING,
  join,
  startStudyApp,
  type Participant,
} from '../../testing/study-test-kit';

// The study calls answer in the request's language (DECISIONS §12): translated texts where the
// definition carries them, each object marked with `lang`; English requests are unchanged. A consent
// is signed in the language it was shown in, and its record and PDF keep that language.

const ACCENTS = 'á é í ó ú ñ ü ¿ ¡';
const CONSENT_ES =
  `<h2>Consentimiento para participar en el Registro de DT1</h2><p>Letras: ${ACCENTS}. ` +
  'Escríbanos a <a href="mailto:info@registry.example.org">info@registry.example.org</a> o llame al ' +
  '<a href="tel:+18005550123">1-800-555-0123</a>.</p>';

/** The demo studies, the core study carrying a partial Spanish translation (and no other file any). */
function studiesFolder(): string {
  const dir = mkdtempSync(joinPath(tmpdir(), 'studies-es-'));
  cpSync(DEMO_STUDIES_DIR, dir, { recursive: true });
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const def = JSON.parse(readFileSync(joinPath(dir, file), 'utf8')) as StudyDefinition;
    delete def.translations;
    if (def.study.id === CORE)
      def.translations = {
        es: {
          study: { [CORE]: { title: 'Estudio principal del Registro de DT1', custom_tag_text: 'Empiece aquí' } },
          procedures: { intro: { title: 'Introducción' } },
          questions: {
            '1001': {
              title: '¿Le han diagnosticado diabetes tipo 1?',
              child: { title: '¿A su hijo o hija le han diagnosticado diabetes tipo 1?' },
            },
          },
          options: {
            '100101': { title: 'Sí' },
            '100401': { validators: [{ message: 'La fecha de nacimiento no puede ser futura.' }, null] },
          },
          consents: {
            '101': {
              description: 'Consentimiento informado para adultos',
              text: CONSENT_ES,
              agreement_text: 'He leído este formulario y acepto participar.',
            },
          },
          intro_pages: { '1': { content: '<h2>Bienvenido al Registro de DT1</h2>' } },
        },
      };
    writeFileSync(joinPath(dir, file), JSON.stringify(def));
  }
  return dir;
}

let t: TestApp;
let dir: string;
let p: Participant;
beforeAll(async () => {
  dir = studiesFolder();
  t = await startStudyApp(dir);
  p = await join(t.app);
  expect((await p.submit(CORE, 'intro')).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

let language: 'en' | 'es' = 'en';
/**
 * A call of `p` in a language, with the re-authentication a signature needs. Signed in, the
 * participant's preferred language decides (the page's Accept-Language says the same here).
 */
async function call(lang: 'en' | 'es', method: 'GET' | 'POST', path: string, payload?: unknown) {
  if (lang !== language) {
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${p.id}`,
      headers: p.headers,
      payload: { preferred_language: lang },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    language = lang;
  }
  const us = await p.us(CORE);
  const url = path.replace('{id}', String(p.id)).replace('{us}', String(us));
  const headers: Record<string, string> = {
    ...p.headers,
    'accept-language': lang === 'es' ? 'es-US,es;q=0.9' : 'en-US',
  };
  if (url.endsWith('/sign')) {
    const reauth = await t.app.inject({
      method: 'POST',
      url: '/api/registry/reauth',
      headers: p.headers,
      payload: { password: STRONG_PASSWORD },
    });
    headers['x-reauth'] = reauth.json().reauth_token;
  }
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

const questions = async (lang: 'en' | 'es', audience: 'adult' | 'child' = 'adult') =>
  (await call(lang, 'GET', `/api/studies/${CORE}/profile-type/${audience}/questions`)).json() as Question[];

describe('the study calls in Spanish', () => {
  it('questions: a translated one in Spanish with lang "es", an untranslated one in English with lang "en"', async () => {
    const list = await questions('es');
    const q1001 = list.find((q) => q.id === 1001)!;
    expect(q1001).toMatchObject({ title: '¿Le han diagnosticado diabetes tipo 1?', lang: 'es' });
    // An option translated, its siblings not: each says its own language.
    expect(q1001.options.map((o) => [o.title, o.lang])).toEqual([
      ['Sí', 'es'],
      ['No', 'en'],
      ["I'm not sure", 'en'],
    ]);
    expect(list.find((q) => q.id === 1002)).toMatchObject({ title: 'Do you live in the United States?', lang: 'en' });
    // Validators' messages by position: the first translated, the second English.
    const birthday = list.find((q) => q.id === 1004)!.options[0].option_validators!;
    expect(birthday.map((v) => [v.message, v.lang])).toEqual([
      ['La fecha de nacimiento no puede ser futura.', 'es'],
      ['That is more than 120 years ago. Please check the date.', 'en'],
    ]);
  });

  it('a question listed for both audiences reads to each its own way: an adult about themselves, a parent about the child', async () => {
    expect((await questions('es', 'adult')).find((q) => q.id === 1001)!.title).toBe(
      '¿Le han diagnosticado diabetes tipo 1?',
    );
    expect((await questions('es', 'child')).find((q) => q.id === 1001)).toMatchObject({
      title: '¿A su hijo o hija le han diagnosticado diabetes tipo 1?',
      lang: 'es',
    });
    expect((await questions('en', 'child')).find((q) => q.id === 1001)!.title).toBe(
      'Has your child been diagnosed with type 1 diabetes?',
    );
  });

  it('English requests are unchanged: the definition texts, no lang', async () => {
    const list = await questions('en');
    const q1001 = list.find((q) => q.id === 1001)!;
    expect(q1001.title).toBe('Have you been diagnosed with type 1 diabetes?');
    expect(q1001).not.toHaveProperty('lang');
    expect(q1001.options[0]).toEqual(expect.objectContaining({ title: 'Yes' }));
    expect(q1001.options[0]).not.toHaveProperty('lang');
  });

  it('the study in lists and on its page, its procedures and intro page', async () => {
    const list = (await call('es', 'GET', '/api/participant/{id}/user-studies')).json();
    expect(list.find((s: { study_id: number }) => s.study_id === CORE)).toMatchObject({
      study_title: 'Estudio principal del Registro de DT1',
      study_custom_tag_text: 'Empiece aquí',
      study_approximate_complete_time: '20 minutes',
      lang: 'es',
    });
    const english = (await call('en', 'GET', '/api/participant/{id}/user-studies')).json();
    expect(english.find((s: { study_id: number }) => s.study_id === CORE)).toMatchObject({
      study_title: 'T1D Registry Core Study',
    });
    expect((await call('es', 'GET', '/api/participant/{id}/user-studies/{us}')).json()).toMatchObject({
      study_title: 'Estudio principal del Registro de DT1',
      lang: 'es',
    });
    const procedures = (await call('es', 'GET', `/api/studies/${CORE}/procedures`)).json();
    expect(procedures.map((x: { title: string; lang: string }) => [x.title, x.lang]).slice(0, 2)).toEqual([
      ['Introducción', 'es'],
      ['Screening', 'en'],
    ]);
    expect((await call('es', 'GET', `/api/studies/${CORE}/intro-pages`)).json()).toEqual([
      { id: 1, content: '<h2>Bienvenido al Registro de DT1</h2>', lang: 'es' },
    ]);
    expect((await call('es', 'GET', `/api/live_data_givebacks?study_id=${CORE}`)).json()).toMatchObject({
      study_title: 'Estudio principal del Registro de DT1',
    });
    expect((await call('en', 'GET', `/api/live_data_givebacks?study_id=${CORE}`)).json()).toMatchObject({
      study_title: 'T1D Registry Core Study',
    });
  });

  it("an answer refused by a validator: the validator's message in Spanish", async () => {
    const res = await call('es', 'POST', '/api/participants/{id}/user-studies/{us}/questions/1004/answers', [
      { question: 1004, question_option: 100401, value: '2999-01-01' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      { question: 1004, question_option: 100401, error_message: 'La fecha de nacimiento no puede ser futura.' },
    ]);
  });
});

describe('a consent signed in Spanish', () => {
  it('is shown in Spanish, stored with its language and the exact text signed, and its PDF is in Spanish', async () => {
    await answerAll(p, CORE, ELIGIBLE_SCREENING);
    expect((await p.submit(CORE, 'screening')).statusCode).toBe(200);
    const [consent] = (await call('es', 'GET', '/api/participant/{id}/user-studies/{us}/consents')).json();
    expect(consent).toMatchObject({ id: 101, text: CONSENT_ES, lang: 'es' });
    const body = (await call('es', 'GET', '/api/consents/101')).json();
    expect(body).toMatchObject({
      consent: CONSENT_ES,
      description: 'Consentimiento informado para adultos',
      lang: 'es',
    });

    const signed = await call('es', 'POST', '/api/participant/{id}/user-studies/{us}/consents/101/sign', {
      subject_name: 'Íñigo Núñez',
      user_consent_id: consent.user_consent_id,
    });
    expect(signed.statusCode).toBe(200);
    const [row] = await t.db.query<{ language: string; consent_text: string; agreement_text: string }>(
      'select language, consent_text, agreement_text from user_consents where id = $1',
      [consent.user_consent_id],
    );
    expect(row).toEqual({
      language: 'es',
      consent_text: CONSENT_ES,
      agreement_text: 'He leído este formulario y acepto participar.',
    });

    // Read later in English, the record stays in the language it was signed in.
    const view = (await call('en', 'GET', `/api/participant/{id}/user-consents/${consent.user_consent_id}`)).json();
    expect(view).toMatchObject({
      lang: 'es',
      consent_text: CONSENT_ES,
      description: 'Consentimiento informado para adultos',
      study_title: 'Estudio principal del Registro de DT1',
      signature_meaning: 'Consentimiento de la persona para participar en el estudio',
    });

    const pdf = await call('en', 'GET', `/api/public/participant/{id}/user-consents/${consent.user_consent_id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const folder = mkdtempSync(joinPath(tmpdir(), 'consent-pdf-es-'));
    try {
      const file = joinPath(folder, 'consent.pdf');
      writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('pdftotext', [file, '-']).toString();
      expect(text).toMatch(/Estudio principal del Registro de DT1:\s+Consentimiento informado para adultos/);
      expect(text).toContain('Consentimiento para participar en el Registro de DT1');
      expect(text).toContain(`Letras: ${ACCENTS}.`);
      expect(text).toContain('Firma');
      expect(text).toContain('Firmado por: Íñigo Núñez');
      // The month in words: a day-first reader cannot take 12/7 for 12 July.
      expect(text).toMatch(/Fecha de la firma: \d{1,2} [a-z]{3} \d{4}, \d{1,2}:\d{2} [ap]\. m\. \(hora /);
      expect(text).toContain('Significado de esta firma: Consentimiento de la persona para participar en el estudio');
      expect(text).not.toContain('Signed by');
      expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/Tagged:\s+yes/);
      expect(pdf.rawPayload.toString('latin1')).toContain('/Lang (es-US)');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('an answers document in the participant’s current language', () => {
  const doc = (lang: 'en' | 'es') =>
    call(lang, 'GET', '/api/participants/{id}/user-studies/{us}/procedures/screening/answers_doc?document_format=html');

  it('its words and the study’s texts in Spanish; the answers as given', async () => {
    const res = await doc('es');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('<h1>Estudio principal del Registro de DT1: Screening</h1>');
    expect(res.body).toContain('<h2>¿Le han diagnosticado diabetes tipo 1?</h2><ul><li>Sí</li></ul>');
    // An untranslated question stays English; a date answer reads as entered.
    expect(res.body).toContain('<h2>Do you live in the United States?</h2><ul><li>Yes</li></ul>');
    expect(res.body).toMatch(/<li><span class="answer-label">Date of birth:<\/span> \d{2}\/\d{2}\/\d{4}<\/li>/);
    expect(res.body).toMatch(/\. Enviado: \d{1,2} [a-z]{3} \d{4}, \d{1,2}:\d{2} [ap]\. m\. \(hora .+\)<\/p>/);
  });

  it('in English for an English request, as before', async () => {
    const res = await doc('en');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<h2>Have you been diagnosed with type 1 diabetes?</h2><ul><li>Yes</li></ul>');
    expect(res.body).toMatch(/\. Submitted: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M \(.+ Time\)<\/p>/);
  });
});
