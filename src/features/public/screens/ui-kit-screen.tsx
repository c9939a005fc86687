import { useState, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { Accordion } from '@/shared/ui/accordion';
import { Button, ButtonLink } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Dialog } from '@/shared/ui/dialog';
import { InfoButton } from '@/shared/ui/info-button';
import { openCoreDialog } from '@/shared/ui/feedback/dialog-openers';
import type { CoreDialogKind } from '@/shared/ui/feedback/dialog-registry';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { SNACKBAR_MS } from '@/shared/ui/feedback/feedback-store';
import { RadioGroup } from '@/shared/ui/radio-group';
import { ScrollToTop } from '@/shared/ui/scroll-to-top';
import { Select } from '@/shared/ui/select';
import { TextArea, TextField } from '@/shared/ui/text-field';
import { Tooltip } from '@/shared/ui/tooltip';

const PROFILE_TYPES = [
  { value: 'adult', label: 'Myself – I am over 18 years of age.' },
  {
    value: 'child',
    label: 'My Child – who is under the age of 18.',
    hint: 'A parent or guardian registers for the child.',
  },
];

const STATES = [
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
  { value: 'TX', label: 'Texas' },
];

const FAQ_SAMPLE = [
  {
    id: 'what',
    title: 'What is the registry?',
    content: <p>A research registry for people with type 1 diabetes living in the United States.</p>,
  },
  {
    id: 'why',
    title: 'Why should I join?',
    content: <p>Your answers help researchers improve treatment, policy and coverage.</p>,
  },
  {
    id: 'data',
    title: 'What happens to my data?',
    content: <p>It is stored securely and shared only as the consent form describes.</p>,
  },
];

/** Sample dialog requests, as features would open them through the feedback store. */
const DIALOG_DEMOS: { label: string; kind: CoreDialogKind; props?: Record<string, unknown> }[] = [
  { label: 'Confirmation', kind: 'confirmation' },
  {
    label: 'Confirmation (danger, close icon)',
    kind: 'confirmation',
    props: { question: 'Delete this draft?', confirmLabel: 'Delete', danger: true, showCloseIcon: true },
  },
  {
    label: 'Confirmation (Confirm only)',
    kind: 'confirmation',
    props: { question: 'Your answers were saved.', hideCancel: true, confirmLabel: 'OK' },
  },
  {
    label: 'Error dialog',
    kind: 'error',
    props: {
      title: 'We could not save your profile',
      actionText: 'Saving your profile failed.',
      whatToDoHtml:
        '<p>Try again in a few minutes. If it keeps failing, <a href="mailto:support@example.org">write to us</a>.</p><img src="x" onerror="alert(1)">',
    },
  },
  { label: 'Internal Server Error', kind: 'internal-server-error' },
  { label: 'Session expired', kind: 'session-expired' },
  { label: 'Unsaved changes', kind: 'unsaved-changes' },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="registry-ui-kit__section">
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

const row = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center', marginBottom: '1rem' } as const;

/**
 * The design demo page (/ui-kit): every kit component in every state. Dialogs, snackbars and the
 * loader go through the app's feedback store, exactly as features use them (RegistryProvider
 * renders its FeedbackHost).
 */
export function UiKitScreen() {
  const store = useFeedback();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [result, setResult] = useState('none yet');
  const [profileType, setProfileType] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const openDemo = async (demo: (typeof DIALOG_DEMOS)[number]) => {
    const answer = await openCoreDialog(store, demo.kind, demo.props as never);
    setResult(`${demo.label}: ${answer === undefined ? 'dismissed' : String(answer)}`);
  };
  const showLoader = () => {
    const done = store.startLoading();
    setTimeout(done, 2000);
  };
  const pretendSave = () => {
    setBusy(true);
    setTimeout(() => setBusy(false), 1500);
  };

  return (
    <main
      id="main"
      className="registry-page registry-ui-kit"
      style={{ maxWidth: 1020, margin: '0 auto', padding: '1rem' }}
    >
      <h1 id="ui-kit-top">UI kit</h1>
      <p>Every component of the registry's kit, in each of its states.</p>

      <Section id="buttons" title="Buttons">
        <div style={row}>
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="danger">Danger</Button>
          <Button variant="link">Link style</Button>
          <Button disabled>Disabled</Button>
          <Button loading={busy} onClick={pretendSave}>
            {busy ? 'Saving' : 'Save (loading state)'}
          </Button>
          <Button loading>Loading</Button>
          <ButtonLink href={paths.faq.href()} variant="secondary">
            Button link to FAQ
          </ButtonLink>
        </div>
      </Section>

      <Section id="fields" title="Text fields">
        <TextField label="First name" name="first_name" autoComplete="given-name" />
        <TextField
          label="Email"
          type="email"
          name="email"
          hint="We never share your e-mail address."
          autoComplete="email"
        />
        <TextField
          label="Zip code"
          name="zip"
          defaultValue="123"
          error="Zip code must have 5 digits"
          inputMode="numeric"
        />
        <TextField
          label="Phone number"
          type="tel"
          name="phone"
          defaultValue="555 0100"
          warning="Check the number: it looks short"
        />
        <TextField label="Registry ID" name="registry_id" defaultValue="R-2041" disabled />
        <TextArea label="Comments" name="comments" hint="Between 3 and 5 rows." />
        <TextArea label="Reason" name="reason" error="This field is required" />
      </Section>

      <Section id="choices" title="Checkbox, radio group and select">
        <Checkbox label="I agree to take part" name="agree" />
        <Checkbox label="Send me text message reminders" name="sms" hint="Message and data rates may apply." />
        <Checkbox
          label="I have read the consent form"
          name="read"
          error="Please confirm you have read the consent form"
        />
        <RadioGroup
          legend="Who are you registering?"
          name="profile_type"
          options={PROFILE_TYPES}
          value={profileType}
          onChange={setProfileType}
        />
        <RadioGroup
          legend="Profile type (with error)"
          name="profile_type_error"
          options={PROFILE_TYPES}
          value={null}
          onChange={() => undefined}
          error="Select a profile type."
        />
        <Select label="State" name="state" options={STATES} placeholder="Select a state" hint="Where you live now." />
        <Select
          label="Time zone"
          name="timezone"
          options={STATES}
          placeholder="Select a time zone"
          error="Select a time zone"
        />
      </Section>

      <Section id="tooltip" title="Tooltip">
        <Tooltip content="If under 18 years of age, a parent or guardian can register. Both may need to give consent.">
          <Button variant="secondary">Who can register?</Button>
        </Tooltip>
      </Section>

      <Section id="info-button" title="Info button">
        <p style={row}>
          <span>Profile type</span>
          <InfoButton
            label="About profile types"
            content="If under 18 years of age, a parent or guardian can register. Both may need to give consent."
          />
        </p>
      </Section>

      <Section id="accordion" title="Accordion (one open at a time)">
        <Accordion items={FAQ_SAMPLE} single headingLevel={3} />
      </Section>

      <Section id="dialogs" title="Dialogs">
        <div style={row}>
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            Dialog base
          </Button>
          {DIALOG_DEMOS.map((demo) => (
            <Button key={demo.label} variant="secondary" onClick={() => void openDemo(demo)}>
              {demo.label}
            </Button>
          ))}
        </div>
        <p>
          Last result: <output>{result}</output>
        </p>
        <Dialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          title="Dialog base"
          footer={<Button onClick={() => setDialogOpen(false)}>Done</Button>}
        >
          <p>Focus is trapped here; Escape or the close icon closes the dialog and focus returns to the opener.</p>
          <TextField label="A field inside the dialog" name="dialog_field" />
        </Dialog>
      </Section>

      <Section id="snackbars" title="Snackbars and loader">
        <div style={row}>
          <Button variant="secondary" onClick={() => store.showSnackbar('Your account has been updated', 'success')}>
            Success snackbar ({SNACKBAR_MS.success} ms)
          </Button>
          <Button variant="secondary" onClick={() => store.showSnackbar('Oops! Something went wrong', 'failure')}>
            Failure snackbar ({SNACKBAR_MS.failure} ms)
          </Button>
          <Button variant="secondary" onClick={() => store.showSnackbar('Oops! Something went wrong', 'short')}>
            Short snackbar ({SNACKBAR_MS.short} ms)
          </Button>
          <Button variant="secondary" onClick={showLoader}>
            Show the loader for 2 seconds
          </Button>
        </div>
      </Section>

      <Section id="scroll" title="Scroll to top">
        <p>
          Scroll more than 200 px down this page: a button appears at the bottom right and brings you back to the top.
        </p>
        <div style={{ height: '60vh' }} aria-hidden="true" />
      </Section>
      <ScrollToTop targetId="ui-kit-top" />
    </main>
  );
}
