import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { SurveyFrame } from './survey-frame';

describe('SurveyFrame', () => {
  it("names the tab after the study and the site's registry name, and puts the old title back on leaving", () => {
    document.title = 'Before';
    const view = renderWithRegistry(
      <SurveyFrame title="Partner Core Study" onBack={() => undefined} loaded>
        <p>Question</p>
      </SurveyFrame>,
      { settings: { site: { registryName: 'Partner T1D Registry' } } },
    );
    expect(screen.getByText('Partner Core Study')).toBeInTheDocument();
    expect(document.title).toBe('Partner Core Study | Partner T1D Registry');
    view.unmount();
    expect(document.title).toBe('Before');
  });
});
