import { useState, type ReactNode } from 'react';
import type { ProcedureId } from '@contract/study';
import { incompleteMessage } from '@engine/screen';
import type { ModuleSetting } from '@contract/study';
import { SafeHtml } from '@/shared/ui/safe-html';
import { InLang, useForeignLang } from '../../components/content-lang';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { SURVEY_TEXT as T } from './survey-texts';

// The survey's dialogs (spec 001 §2 Dialogs). Server HTML always goes through DOMPurify.

/** A dialog the participant answers with one button: Welcome, Before you start, consent, Success!, the configured popup. */
export function MessageDialog(props: {
  title: ReactNode;
  /** Server HTML (sanitised here) or plain text. */
  html?: string | null;
  /** The language of `html` when it is not the page's. */
  htmlLang?: string;
  text?: string;
  button: ReactNode;
  onClose: () => void;
}) {
  const { title, html, htmlLang, text, button, onClose } = props;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      // Escape does what the one button does; the spec shows no close icon on these dialogs.
      showCloseIcon={false}
      footer={
        <Button onClick={onClose} data-autofocus="">
          {button}
        </Button>
      }
    >
      {html ? <SafeHtml html={html} lang={htmlLang} /> : <p>{text}</p>}
    </Dialog>
  );
}

/** The configured popup of a module setting, falling back to the given texts. */
export function ConfiguredPopup(props: {
  setting: ModuleSetting | null;
  title: string;
  text: string;
  button: string;
  onClose: () => void;
}) {
  const { setting } = props;
  const content = setting?.content;
  // The setting's texts in their language; the app's own fallbacks are in the page's.
  const own = (text: string | null | undefined, fallback: string) =>
    text ? <InLang of={setting}>{text}</InLang> : fallback;
  return (
    <MessageDialog
      title={own(content?.title, props.title)}
      html={content?.body_text}
      htmlLang={useForeignLang(setting)}
      text={props.text}
      button={own(content?.button_text, props.button)}
      onClose={props.onClose}
    />
  );
}

/**
 * 'Almost there!': unanswered questions remain; 'Go to question' opens the first one. `body`: the
 * procedure's own text (the questionnaire's required-answers message), else the default.
 */
export function AlmostThereDialog({
  onGo,
  onClose,
  body,
}: {
  onGo: () => void;
  onClose: () => void;
  body?: string | null;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={T.almostThereTitle}
      showCloseIcon
      footer={
        <Button onClick={onGo} data-autofocus="">
          {T.goToQuestion}
        </Button>
      }
    >
      <p>{body ?? T.almostThereBody}</p>
    </Dialog>
  );
}

/** Exit confirmation: 'Confirmation' with Cancel and Confirm (Confirm leaves, losing the drafts). */
export function ExitConfirmationDialog({ onClose }: { onClose: (leave: boolean) => void }) {
  return (
    <Dialog
      open
      onClose={() => onClose(false)}
      title={T.exitTitle}
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose(false)} data-autofocus="">
            {T.cancel}
          </Button>
          <Button variant="danger" onClick={() => onClose(true)}>
            {T.confirm}
          </Button>
        </>
      }
    >
      <p>{T.exitBody}</p>
    </Dialog>
  );
}

/**
 * A submit the server refused for missing answers says so (spec 001 §2 'Almost there!'), with the
 * procedure's words, and 'Go to question' opens the first missing one: never a silent jump.
 */
export function useMissingAnswersDialog(go: (questionId: number) => void) {
  const [missing, setMissing] = useState<{ id: number; procedure: ProcedureId } | null>(null);
  const dialog = missing && (
    <AlmostThereDialog
      body={incompleteMessage(missing.procedure)}
      onClose={() => setMissing(null)}
      onGo={() => {
        setMissing(null);
        go(missing.id);
      }}
    />
  );
  return { show: (procedure: ProcedureId, questionId: number) => setMissing({ id: questionId, procedure }), dialog };
}
