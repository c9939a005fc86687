// Event names of the events call (spec 001 §3 Event log) and the size of its pages. The spec names
// the kinds, not the strings; the reference server stores whatever one line the client registers.
// Schema-free, so any screen (and the call file that reads the pages) may read it.

/** Study begin: posted when a participant presses "Start the study" (spec 000 §9 `fe_study_begin`). */
export const STUDY_BEGIN_EVENT = 'fe_study_begin';
/** The partner-network intro dialog was shown (posted with only the event, spec 001 §7). */
export const JAEB_INTRO_EVENT = 'jaeb_intro_dialog';

/** The most events one `GET …/participant/{id}/events` answers, and its page when `limit` is left out. */
export const EVENTS_PAGE_SIZE = 100;
