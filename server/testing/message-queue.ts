import type { MessageQueue } from '../context';

/** The queue settings of a development server without transports: every message kept readable. */
export const devMessageQueue = (overrides: Partial<MessageQueue> = {}): MessageQueue => ({
  devOutbox: true,
  channels: new Set(),
  key: Buffer.alloc(32, 7),
  messageIdHost: 'localhost',
  ...overrides,
});
