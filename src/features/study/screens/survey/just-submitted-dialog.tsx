import type { ModuleSetting } from '@contract/study';
import type { Audience } from '@engine';
import { findModuleSetting, successDialogKind, type JustSubmittedDialog } from '@engine/screen';
import { ConfiguredPopup, MessageDialog } from './survey-dialogs';
import { SURVEY_TEXT as T } from './survey-texts';
import { STATUS_PAGE_TEXT as S } from './status-texts';

/** The fixed 'Success!' text of each audience (spec 001 §2: it varies by adult, parental or child). */
const SUCCESS_TEXT = { adult: 'successAdult', parental: 'successParental', child: 'successChild' } as const;

/**
 * The dialog a submit opens over the status page (engine: justSubmittedDialog): Success! after an
 * eligible screening (the study's configured text for regular sources, the fixed text otherwise),
 * or the questionnaire's configured conclusion popup.
 */
export function JustSubmitted(props: {
  dialog: JustSubmittedDialog;
  settings: readonly ModuleSetting[];
  source: string | null;
  /** Whom the fixed text speaks to: the participant, a parent about their child, or a teen. */
  audience: Audience;
  onClose: () => void;
}) {
  const { dialog, settings, source, audience, onClose } = props;
  if (!dialog) return null;
  if (dialog.kind === 'success') {
    const configured = successDialogKind(source) === 'configured';
    return (
      <MessageDialog
        title={S.successTitle}
        html={configured ? findModuleSetting(settings, 'screening', 'conclusion')?.content.body_text : null}
        text={S[SUCCESS_TEXT[audience]]}
        button={T.continue}
        onClose={onClose}
      />
    );
  }
  return (
    <ConfiguredPopup
      setting={dialog.setting}
      title={S.conclusionPopupTitle}
      text={S.conclusionPopupBody}
      button={T.continue}
      onClose={onClose}
    />
  );
}
