import { routeNameOf } from '@/config/route-of-path';

/**
 * Whether the registry's dashboard, which the survey gadget has not, means leaving the study: reached
 * from one of the study's screens (all under /survey/: 'Save and Leave', 'Back to Dashboard'), the
 * gadget shows its 'Your answers are saved' page; reached any other way (after signing in or up, a
 * signed-in participant sent away from the sign-in form), its start, which opens the study.
 */
export const leavesStudy = (previousPath: string) => previousPath.startsWith('/survey/');

/**
 * Where 'Continue the study' leads from the saved page: back to the procedure the participant left
 * on the survey route (its first unanswered question; the source kept, so the public application
 * part stays public), else the gadget's start, which opens the study where its load says.
 */
export function resumeHref(left: string): string {
  const [path, search = ''] = left.split('?');
  if (routeNameOf(path) !== 'survey') return '/';
  const query = new URLSearchParams(search);
  const procedure = query.get('procedure');
  if (!procedure) return '/';
  const kept = new URLSearchParams({ procedure });
  const source = query.get('source');
  if (source) kept.set('source', source);
  return `${path}?${kept}`;
}
