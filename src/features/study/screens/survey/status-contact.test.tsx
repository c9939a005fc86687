import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModuleSetting } from '@contract/study';
import { procedureContact, StatusContact } from './status-contact';

// The status page's contact (spec 001 §2): the module's phone and e-mail as links, the
// conclusion's own before another stage's, else the study's, else the registry's.

const setting = (over: Partial<ModuleSetting> & Pick<ModuleSetting, 'content'>): ModuleSetting => ({
  id: 1,
  procedure: 'questionnaire',
  module_type: 'page',
  stage: 'confirmation',
  ...over,
});

const REGISTRY = { phone: '(800) 555-0123', email: 'info@registry.example.org' };

describe('procedureContact', () => {
  it("takes the conclusion's contact of the procedure, else the first that names one", () => {
    const settings = [
      setting({ procedure: 'screening', stage: 'conclusion', content: { contact_email: 'screening@example.org' } }),
      setting({ content: { contact_phone: '+1 555 010 0101' } }),
      setting({ stage: 'conclusion', content: { contact_email: 'study@example.org' } }),
    ];
    expect(procedureContact(settings, 'questionnaire', REGISTRY)).toEqual({ phone: null, email: 'study@example.org' });
    expect(procedureContact(settings.slice(0, 2), 'questionnaire', REGISTRY)).toEqual({
      phone: '+1 555 010 0101',
      email: null,
    });
  });

  it("a procedure naming none shows the study's contact, and a study naming none the registry's", () => {
    const screening = setting({
      procedure: 'screening',
      stage: 'conclusion',
      content: { contact_email: 'screening@example.org' },
    });
    expect(procedureContact([screening], 'consent', REGISTRY)).toEqual({ phone: null, email: 'screening@example.org' });
    expect(procedureContact([], 'questionnaire', REGISTRY)).toEqual(REGISTRY);
  });
});

describe('StatusContact', () => {
  it('lists the phone as a tel: link of its digits and the e-mail as a mailto: link', () => {
    render(<StatusContact contact={{ phone: '+1 (555) 010-0100', email: 'study@example.org' }} />);
    const aside = within(screen.getByRole('complementary', { name: 'Questions? Contact the study team:' }));
    expect(aside.getByRole('link', { name: '+1 (555) 010-0100' })).toHaveAttribute('href', 'tel:+15550100100');
    expect(aside.getByRole('link', { name: 'study@example.org' })).toHaveAttribute('href', 'mailto:study@example.org');
  });

  it('shows only what the study names, and nothing without a contact', () => {
    const { rerender } = render(<StatusContact contact={{ phone: null, email: 'study@example.org' }} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    rerender(<StatusContact contact={{ phone: null, email: null }} />);
    expect(screen.queryByRole('complementary')).toBeNull();
    rerender(<StatusContact contact={null} />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
