import type { ModuleSetting } from '../../../../shared/api/contract/study';
import { findModuleSetting, successDialogKind, type JustSubmittedDialog } from '../../engine/dialogs';
import { ConfiguredPopup, MessageDialog } from './survey-dialogs';
import { SURVEY_TEXT as T } from './survey-text';

/**
 * The dialog a submit opens over the status page (engine: justSubmittedDialog): Success! after an
 * eligible screening (the study's configured text for regular sources, the fixed text otherwise),
 * or the questionnaire's configured conclusion popup.
 */
export function JustSubmitted(props: {
  dialog: JustSubmittedDialog;
  settings: readonly ModuleSetting[];
  source: string | null;
  child: boolean;
  onClose: () => void;
}) {
  const { dialog, settings, source, child, onClose } = props;
  if (!dialog) return null;
  if (dialog.kind === 'success') {
    const configured = successDialogKind(source) === 'configured';
    return (
      <MessageDialog
        title={T.successTitle}
        html={configured ? findModuleSetting(settings, 'screening', 'conclusion')?.content.body_text : null}
        text={child ? T.successParental : T.successAdult}
        button={T.continue}
        onClose={onClose}
      />
    );
  }
  return (
    <ConfiguredPopup
      setting={dialog.setting}
      title={T.conclusionPopupTitle}
      text={T.conclusionPopupBody}
      button={T.continue}
      onClose={onClose}
    />
  );
}
