import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { useRouteIds, type RouteIds } from './route-ids';

/** Renders a probe on `pattern` at `path`; its button re-renders it without changing the route. */
function renderAt(path: string, pattern: string) {
  const seen: RouteIds[] = [];
  function Probe() {
    const [renders, setRenders] = useState(0);
    seen.push(useRouteIds());
    return <button onClick={() => setRenders(renders + 1)}>again</button>;
  }
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <Route path={pattern}>
        <Probe />
      </Route>
    </Router>,
  );
  return seen;
}

describe('useRouteIds', () => {
  it("reads a survey route's ids as numbers, NaN for the consent id the route does not have", () => {
    const seen = renderAt('/survey/study/101/user-study/5/user/7/closed-study', paths.closedStudy.path);
    expect(seen.at(-1)).toEqual({ studyId: 101, userStudyId: 5, userId: 7, consentId: NaN });
  });

  it("reads the signed consent route's study, user and consent ids", () => {
    const seen = renderAt(paths.signedConsent.href(101, 7, 12), paths.signedConsent.path);
    expect(seen.at(-1)).toEqual({ studyId: 101, userStudyId: NaN, userId: 7, consentId: 12 });
  });

  it('gives the same object while the ids stay the same, so what depends on them does not run again', () => {
    const seen = renderAt('/survey/study/101/user-study/5/user/7/data-insights', paths.dataInsights.path);
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
  });
});
