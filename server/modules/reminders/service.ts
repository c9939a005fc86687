// The reminders module as the server sees it: the scheduler each process starts (run by run it
// decides which reminder each participant is due and queues its messages), the signed one-click
// unsubscribe links, and leaving a topic by that link or by texting STOP (docs/decisions.md,
// "Reminders").

export { startReminderScheduler, type ReminderScheduler, type SchedulerOptions } from './scheduler';
export { runReminders, type RunSummary } from './run';
export { unsubscribeTokens, type UnsubscribeTokens } from './unsubscribe-token';
export { EMAIL_OFF_LINK_INVALID, emailOff, inboundSms, isOneClickBody } from './unsubscribe';
export { REMINDER_TIMINGS } from './rules';
