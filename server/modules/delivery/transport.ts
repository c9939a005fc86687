// What a transport is handed: a message ready to go out, its link or code unsealed for this send only.

export interface ReadyMessage {
  /** The row's id (the worker's own reference). */
  id: string;
  /** The stable Message-ID (`<…@host>`): the same on every try, so a duplicate can be told. */
  messageId: string;
  to: string;
  kind: string;
  locale: 'en' | 'es';
  subject: string;
  /** The whole plain text, link and code in place. */
  text: string;
  link?: string;
  code?: string;
  createdAt: Date;
  /** Headers of the message's own (an e-mail reminder's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface Transport {
  /** Sends one message; answers the provider's id for it. Throws DeliveryFailure (retry.ts). */
  send(message: ReadyMessage): Promise<string | undefined>;
  /** Closes pooled connections once the worker has stopped. */
  close(): Promise<void>;
}
