import type { ReminderRunSummary } from '../../context';
import type { Database } from '../../db/database';
import { loadNotificationSettings } from '../profile/service';
import { queueReminder, type ReminderSenders } from './messages';
import {
  decided,
  dueRows,
  markMissedNotified,
  readers,
  recordClosures,
  recordDecision,
  takeRunLock,
} from './repository';
import { occasionOf, planFor, REMINDER_TIMINGS, zoneOf, type Occasion } from './rules';

// One run of the reminder scheduler, at the clock's `now`, in one transaction that holds the run's
// advisory lock: another process's run at the same moment finds the lock taken and does nothing, and
// the next run sees every decision this one wrote. A reminder's messages are queued with its
// decision, so it is sent once, or (the transaction failing) not at all and decided again next run.

export type RunSummary = ReminderRunSummary;

export interface ReminderRunDeps extends ReminderSenders {
  db: Database;
}

export function runReminders(deps: ReminderRunDeps, now: Date): Promise<RunSummary> {
  return deps.db.transaction(async (tx) => {
    const summary: RunSummary = { ran: false, missedRecorded: 0, sent: 0, setAside: 0, waiting: 0 };
    if (!(await takeRunLock(tx))) return summary;
    summary.ran = true;
    summary.missedRecorded = await recordClosures(tx, now, REMINDER_TIMINGS.lapseDays);

    const due = new Map<number, Occasion[]>();
    for (const row of await dueRows(tx, now, REMINDER_TIMINGS)) {
      const occasion = occasionOf(row, now);
      if (occasion) due.set(row.participant_id, [...(due.get(row.participant_id) ?? []), occasion]);
    }
    if (due.size === 0) return summary;
    const ids = [...due.keys()];
    const keys = [...due.values()].flat().map((o) => o.key);
    const ledger = await decided(tx, ids, keys, now.toISOString().slice(0, 10));
    const byId = new Map((await readers(tx, ids)).map((r) => [r.id, r]));

    for (const [participantId, occasions] of due) {
      const open = occasions.filter((o) => !ledger.keysDecided.has(`${participantId}|${o.key}`));
      const reader = byId.get(participantId);
      if (open.length === 0 || !reader) continue;
      const settings = await loadNotificationSettings(tx, participantId);
      const plan = planFor(
        now,
        zoneOf(reader),
        { settings, smsConsent: reader.sms_consent, phone: reader.phone },
        open,
        ledger.sentDays.get(participantId) ?? new Set(),
      );
      if ('wait' in plan) {
        summary.waiting += 1;
        continue;
      }
      for (const occasion of plan.setAside)
        if (await recordDecision(tx, participantId, occasion, { status: 'set_aside', at: now })) summary.setAside += 1;
      if (!plan.send) continue;
      const { occasion, channels } = plan.send;
      const recorded = await recordDecision(tx, participantId, occasion, {
        status: 'sent',
        localDay: plan.localDay,
        channels,
        at: now,
      });
      if (!recorded) continue;
      await queueReminder(tx, deps, reader, plan.send);
      if (occasion.missedId) await markMissedNotified(tx, occasion.missedId, now);
      summary.sent += 1;
    }
    return summary;
  });
}
