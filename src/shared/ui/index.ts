// The UI kit: every component of src/shared/ui, by name.
export { Button, ButtonLink, Spinner, buttonClassName } from './button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant } from './button';
export { TextField, TextArea } from './text-field';
export type { TextFieldProps, TextAreaProps } from './text-field';
export { Checkbox } from './checkbox';
export type { CheckboxProps } from './checkbox';
export { RadioGroup } from './radio-group';
export type { RadioGroupProps, RadioOption } from './radio-group';
export { Select } from './select';
export type { SelectProps, SelectOption } from './select';
export { FieldMessages, describedBy } from './field-messages';
export { Tooltip } from './tooltip';
export type { TooltipProps } from './tooltip';
export { InfoButton } from './info-button';
export type { InfoButtonProps } from './info-button';
export { Accordion } from './accordion';
export type { AccordionProps, AccordionItem } from './accordion';
export { Dialog } from './dialog';
export type { DialogProps } from './dialog';
export { ConfirmationDialog } from './confirmation-dialog';
export type { ConfirmationDialogProps } from './confirmation-dialog';
export { ErrorDialog } from './error-dialog';
export type { ErrorDialogProps } from './error-dialog';
export { InternalServerErrorDialog } from './internal-server-error-dialog';
export type { InternalServerErrorDialogProps } from './internal-server-error-dialog';
export { SessionExpiredDialog } from './session-expired-dialog';
export type { SessionExpiredDialogProps } from './session-expired-dialog';
export { UnsavedChangesDialog } from './unsaved-changes-dialog';
export type { UnsavedChangesDialogProps } from './unsaved-changes-dialog';
export { ScrollToTop } from './scroll-to-top';
export type { ScrollToTopProps } from './scroll-to-top';
export { sanitizeHtml } from '../lib/sanitize-html';
export { usePortalRoot, PortalRootContext } from './portal-root';
export { applyTheme, normaliseThemeKey } from './theme';
export { FeedbackHost } from './feedback/feedback-host';
export type { FeedbackHostProps } from './feedback/feedback-host';
export { coreDialogs } from './feedback/dialog-registry';
export type {
  CoreDialogKind,
  CoreDialogs,
  DialogComponent,
  DialogComponentProps,
  DialogRegistry,
} from './feedback/dialog-registry';
export { confirm, confirmLeaveUnsaved, openCoreDialog, openGenericError } from './feedback/dialog-openers';
export { FeedbackContext, useFeedback } from './feedback/feedback-context';
export { createFeedbackStore, SNACKBAR_MS, SESSION_EXPIRED_MS, APPEAR_DELAY_MS } from './feedback/feedback-store';
export type { FeedbackStore, Snackbar, SnackbarKind, DialogRequest } from './feedback/feedback-store';
