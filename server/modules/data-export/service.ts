import { NOTIFICATION_TOPICS, type ContentLang, type ParticipantDataExport } from '@contract';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { iso } from '../../lib/dates';
import { achievementsOf, loadProfile, type ParticipantRow } from '../accounts/service';
import { signInRows } from '../audit/service';
import { findSignedConsent, signedConsentIdsOf, signedConsentPdf } from '../consents/service';
import { messagesOf } from '../delivery/service';
import { answersDocumentsOf, participantPdf, startTaggedPdf } from '../documents/service';
import { loadNotificationSettings } from '../profile/service';
import { EXPORT_TEXTS } from './export-texts';
import type { ZipStream } from './zip-stream';

// The participant's own copy of what the registry holds about them: their profile, every signed
// consent (its PDF as signed), every questionnaire answered (as its answers document reads it),
// achievements, notification settings, the messages written to them (what and when, never their
// codes or links) and their sign-ins; as JSON (data.json, ParticipantDataExport of the contract)
// and as a readable summary (summary.pdf) in their language. The route checks who may ask.

/** A day and time as the participant reads it: their language, their zone. */
const readable = (lang: ContentLang, zone: string | null) => (value: string | Date | null) =>
  value
    ? new Intl.DateTimeFormat(EXPORT_TEXTS[lang].locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: zone ?? 'America/New_York',
      }).format(new Date(value))
    : '';

/** Everything but the PDFs: read first, so a failure answers an error before any of the archive is sent. */
export async function gatherExport(
  db: Queryable,
  me: ParticipantRow,
  lang: ContentLang,
): Promise<ParticipantDataExport> {
  const consents = [];
  for (const id of await signedConsentIdsOf(db, me.id)) {
    const c = await findSignedConsent(db, me.id, id);
    consents.push({
      signed_consent_id: id,
      study_title: c.study_title,
      description: c.description,
      consent_type: c.consent_type,
      lang: c.lang ?? 'en',
      subject_name: c.subject_name,
      signed_at: c.created_at,
      file: `consents/consent-${id}.pdf`,
    });
  }
  const questionnaires = (await answersDocumentsOf(db, me, lang)).map((doc) => ({
    user_study_id: doc.userStudyId,
    study_title: doc.studyTitle,
    procedure: doc.procedure,
    procedure_title: doc.procedureTitle,
    submitted_at: doc.submittedAt,
    answers: doc.items.map((item) => ({
      question: item.question,
      answer: item.lines.map((l) => (l.label ? `${l.label}: ${l.values.join(', ')}` : l.values.join(', '))),
    })),
  }));
  return {
    exported_at: new Date().toISOString(),
    lang,
    profile: await loadProfile(db, me),
    consents,
    questionnaires,
    achievements: await achievementsOf(db, me.id, lang),
    notification_settings: await loadNotificationSettings(db, me.id),
    messages: (await messagesOf(db, me.id)).map((m) => ({
      kind: m.kind,
      channel: m.channel,
      written_at: iso(m.created_at)!,
      sent_at: iso(m.sent_at),
      status: m.status,
    })),
    sign_ins: (await signInRows(db, me.id)).map((r) => ({
      at: iso(r.occurred_at)!,
      step: r.detail.step,
      outcome: r.detail.outcome,
    })),
  };
}

/** The readable summary: the same data, in the participant's language, as a tagged PDF. */
export function summaryPdf(data: ParticipantDataExport, zone: string | null): Promise<Buffer> {
  const t = EXPORT_TEXTS[data.lang];
  const when = readable(data.lang, zone);
  const pdf = startTaggedPdf({ Title: t.title }, data.lang);
  const { regular, bold } = pdf;
  const field = (label: string, value: string | null | undefined) => {
    if (value) pdf.line([{ text: `${label}: ` }, { value }], 11, 0.2);
  };
  const section = (title: string, empty: boolean) => {
    pdf.put('H2', title, bold, 14, 0.3);
    if (empty) pdf.put('P', t.none, regular, 11, 0.3);
  };
  const p = data.profile;
  pdf.put('H1', t.title, bold, 18, 0.3);
  pdf.put('P', t.prepared(when(data.exported_at)), regular, 10, 0.3);
  pdf.put('P', t.intro, regular, 10, 0.8);
  section(t.profile, false);
  field(t.fields.name, `${p.first_name} ${p.last_name}`.trim());
  field(t.fields.email, p.email);
  field(t.fields.phone, p.phone);
  field(t.fields.birthday, p.birthday);
  field(t.fields.profileType, p.profile_type);
  field(t.fields.child, `${p.child_first_name ?? ''} ${p.child_last_name ?? ''}`.trim());
  field(t.fields.language, p.preferred_language);
  field(t.fields.timezone, p.timezone);
  section(t.consents, data.consents.length === 0);
  for (const c of data.consents) {
    pdf.put('H3', [c.study_title, c.description].filter(Boolean).join(': '), bold, 11, 0.2);
    pdf.line(
      [{ text: `${t.signedBy} ` }, { value: c.subject_name }, { text: ` ${t.signedOn(when(c.signed_at))}` }],
      11,
      0.3,
    );
  }
  section(t.questionnaires, data.questionnaires.length === 0);
  for (const q of data.questionnaires) {
    pdf.put('H3', `${q.study_title}: ${q.procedure_title}`, bold, 12, 0.2);
    pdf.put('P', q.submitted_at ? t.submitted(when(q.submitted_at)) : t.inProgress, regular, 10, 0.3);
    for (const a of q.answers) {
      pdf.put('P', a.question, bold, 10, 0.1);
      for (const line of a.answer) pdf.framed({ value: line }, 10, 0.2);
    }
  }
  section(t.achievements, data.achievements.length === 0);
  for (const a of data.achievements) pdf.put('P', `${a.title} (${when(a.created_at)})`, regular, 10, 0.15);
  section(t.notifications, false);
  for (const topic of NOTIFICATION_TOPICS) {
    const s = data.notification_settings[topic];
    pdf.put('P', `${t.topics[topic]}: ${t.channels(s.email_on, s.sms_on)}`, regular, 10, 0.15);
  }
  section(t.messages, data.messages.length === 0);
  for (const m of data.messages)
    pdf.put('P', `${when(m.written_at)}: ${t.messageKinds[m.kind] ?? m.kind} (${m.channel})`, regular, 10, 0.15);
  section(t.signIns, data.sign_ins.length === 0);
  for (const s of data.sign_ins)
    pdf.put('P', `${when(s.at)}: ${t.outcomes[s.outcome] ?? s.outcome} (${s.step})`, regular, 10, 0.15);
  return pdf.finish();
}

/**
 * Writes the archive: data.json, summary.pdf, then each signed consent's PDF, one at a time (each
 * PDF rendered in the worker pool within the participant's share, then sent and let go).
 */
export async function writeExport(
  ctx: ServerContext,
  me: ParticipantRow,
  data: ParticipantDataExport,
  zip: ZipStream,
): Promise<void> {
  try {
    await zip.add('data.json', `${JSON.stringify(data, null, 2)}\n`, true);
    await zip.add('summary.pdf', await participantPdf(me.id, () => summaryPdf(data, me.timezone)), false);
    for (const c of data.consents) {
      const file = await signedConsentPdf(ctx.db, me.id, c.signed_consent_id, me.timezone);
      await zip.add(c.file, file.body, false);
    }
    await zip.end();
  } catch (error) {
    zip.fail(error instanceof Error ? error : new Error(String(error)));
  }
}

export const exportFileName = (me: ParticipantRow, at = new Date()) =>
  `t1d-registry-my-data-${me.id}-${at.toISOString().slice(0, 10)}.zip`;
