/**
 * Whether the registry's dashboard, which the survey gadget has not, means leaving the study: reached
 * from one of the study's screens (all under /survey/: 'Save and Leave', 'Back to Dashboard'), the
 * gadget shows its 'Your answers are saved' page; reached any other way (after signing in or up, a
 * signed-in participant sent away from the sign-in form), its start, which opens the study.
 */
export const leavesStudy = (previousPath: string) => previousPath.startsWith('/survey/');
