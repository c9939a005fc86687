import type { Queryable } from '../../db/database';
import {
  claimDueRows,
  markDead,
  markForRetry,
  markSent,
  numberOptedOut,
  topicSwitchedOff,
  type ClaimedRow,
} from './repository';
import { afterFailure, DEFAULT_RETRY, DeliveryFailure, type RetryPolicy } from './retry';
import { unseal, UnsealError } from './sealing';
import type { Channel } from './settings';
import type { ReadyMessage, Transport } from './transport';

// The delivery worker: one per API process. It claims due rows of the channels it has a transport
// for, sends each, and records the outcome; nothing is ever sent inside a participant's request.
// Delivery is at least once: a process killed between a send and its record leaves the row
// `sending`, and once the lease passes another worker sends it again, under the same Message-ID.

export interface WorkerOptions {
  db: Queryable;
  transports: Partial<Record<Channel, Transport>>;
  /** The keys a sealed link or code may open with (MessageKeys.open). */
  keys: readonly Buffer[];
  retry?: RetryPolicy;
  /** How often due rows are looked for when there is nothing to do (default 500 ms). */
  pollMs?: number;
  /** Sends in flight at once (default 5). */
  concurrency?: number;
  /** After how long a row left `sending` is taken as abandoned (default 5 minutes). */
  leaseSeconds?: number;
  log?: (line: string) => void;
}

interface Sealed {
  text: string;
  link?: string;
  code?: string;
}

export interface DeliveryWorker {
  /** Looks for due rows now (a message was just written). */
  wake(): void;
  /** Claims nothing new, waits for the sends in hand and their records, then closes the transports. */
  stop(): Promise<void>;
}

export function startDeliveryWorker(options: WorkerOptions): DeliveryWorker {
  const { db, transports, keys, log } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const pollMs = options.pollMs ?? 500;
  const concurrency = options.concurrency ?? 5;
  const leaseSeconds = options.leaseSeconds ?? 300;
  const channels = (Object.keys(transports) as Channel[]).filter((c) => transports[c]);
  const inFlight = new Set<Promise<void>>();
  let running = channels.length > 0;
  let timer: NodeJS.Timeout | undefined;
  let looking: Promise<void> | undefined;

  /**
   * A text this process cannot open was sealed under a key it does not hold yet (a rotation half
   * done): it is tried again later, by whichever process holds the key, rather than given up.
   */
  function opened(sealed: string, messageId: string): string {
    try {
      return unseal(keys, sealed, messageId);
    } catch (error) {
      if (error instanceof UnsealError)
        throw new DeliveryFailure('retry', `its link or code did not open: ${error.message}`);
      throw error;
    }
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    try {
      if (row.expired) return await markDead(db, row.id, 'expired: its link or code was no longer valid');
      if (row.channel === 'sms' && (await numberOptedOut(db, row.to_address)))
        return await markDead(db, row.id, 'the number has switched text messages off');
      if (row.topic && row.participant_id && (await topicSwitchedOff(db, row.participant_id, row.topic, row.channel)))
        return await markDead(db, row.id, 'the participant switched this topic off');
      const secret: Sealed = row.sealed
        ? (JSON.parse(opened(row.sealed, row.message_id)) as Sealed)
        : { text: row.body };
      const message: ReadyMessage = {
        id: row.id,
        messageId: row.message_id,
        to: row.to_address,
        kind: row.kind,
        locale: row.locale,
        subject: row.subject,
        text: secret.text,
        link: secret.link,
        code: secret.code,
        createdAt: row.created_at,
        ...(row.headers ? { headers: row.headers } : {}),
      };
      const providerId = await transports[row.channel]!.send(message);
      await markSent(db, row.id, providerId);
    } catch (error) {
      const failure =
        error instanceof DeliveryFailure
          ? error
          : new DeliveryFailure('final', `could not be prepared: ${String(error)}`);
      const next = afterFailure(failure, { attempts: row.attempts, createdAt: row.created_at }, new Date(), retry);
      log?.(`message ${row.message_id} (${row.kind}) try ${row.attempts}: ${next.reason} -> ${next.status}`);
      await (
        next.status === 'dead'
          ? markDead(db, row.id, next.reason)
          : markForRetry(db, row.id, next.nextAttemptAt!, next.reason)
      ).catch((e: unknown) => log?.(`message ${row.message_id}: its outcome was not recorded: ${String(e)}`));
    }
  }

  async function lookForWork(): Promise<void> {
    while (running && inFlight.size < concurrency) {
      const rows = await claimDueRows(db, channels, concurrency - inFlight.size, leaseSeconds);
      if (rows.length === 0) return;
      for (const row of rows) {
        const sending = deliver(row).finally(() => {
          inFlight.delete(sending);
          wake();
        });
        inFlight.add(sending);
      }
    }
  }

  function schedule(delay: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(wake, delay);
    timer.unref?.();
  }

  function wake() {
    if (!running || looking) return;
    looking = lookForWork()
      .catch((error: unknown) => log?.(`delivery worker: ${String(error)}`))
      .finally(() => {
        looking = undefined;
        schedule(pollMs);
      });
  }

  if (running) schedule(0);
  return {
    wake,
    async stop() {
      running = false;
      clearTimeout(timer);
      await looking;
      await Promise.allSettled([...inFlight]);
      await Promise.allSettled(Object.values(transports).map((t) => t?.close()));
    },
  };
}
