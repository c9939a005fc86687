import { lazy, type ComponentType } from 'react';
import { ConfirmationDialog, type ConfirmationDialogProps } from '../confirmation-dialog';
import type { ErrorDialogProps } from '../error-dialog';
import { InternalServerErrorDialog, type InternalServerErrorDialogProps } from '../internal-server-error-dialog';
import { SessionExpiredDialog, type SessionExpiredDialogProps } from '../session-expired-dialog';
import type { SessionWarningChoice, SessionWarningDialogProps } from '../session-warning-dialog';
import { UnsavedChangesDialog, type UnsavedChangesDialogProps } from '../unsaved-changes-dialog';

/** What FeedbackHost gives every dialog it renders: the request's props plus `onClose(result)`. */
export interface DialogComponentProps<R = unknown> {
  onClose: (result?: R) => void;
}

/** A component that can be opened through the feedback store (`store.openDialog(kind, props)`). */
// The map holds components with different props; each is typed where it is declared.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props differ per component, see above
export type DialogComponent = ComponentType<DialogComponentProps<any> & Record<string, any>>;

/** A kind → component map; features pass theirs to FeedbackHost as `extraDialogs`. */
export type DialogRegistry = Readonly<Record<string, DialogComponent>>;

/** Props (without onClose) and result of each dialog kind the kit itself provides. */
export interface CoreDialogs {
  confirmation: { props: Omit<ConfirmationDialogProps, 'onClose' | 'open'>; result: boolean };
  error: { props: Omit<ErrorDialogProps, 'onClose' | 'open'>; result: undefined };
  'internal-server-error': { props: Omit<InternalServerErrorDialogProps, 'onClose' | 'open'>; result: undefined };
  'session-expired': { props: Omit<SessionExpiredDialogProps, 'onClose' | 'open'>; result: boolean };
  'session-warning': { props: Omit<SessionWarningDialogProps, 'onClose' | 'open'>; result: SessionWarningChoice };
  'unsaved-changes': { props: Omit<UnsavedChangesDialogProps, 'onClose' | 'open'>; result: boolean };
}

export type CoreDialogKind = keyof CoreDialogs;

/** The kit's dialogs that belong to no feature (spec 000 §2 Dialogs). A missing kind fails type-checking. */
// The error dialog brings DOMPurify (about 12 KB gzip): loaded when first opened, not with the first page.
const LazyErrorDialog = lazy(() => import('../error-dialog').then((m) => ({ default: m.ErrorDialog })));

// The session warning shows minutes into a session at the earliest: loaded when first opened.
const LazySessionWarningDialog = lazy(() =>
  import('../session-warning-dialog').then((m) => ({ default: m.SessionWarningDialog })),
);

export const coreDialogs: Record<CoreDialogKind, DialogComponent> = {
  confirmation: ConfirmationDialog,
  error: LazyErrorDialog,
  'internal-server-error': InternalServerErrorDialog,
  'session-expired': SessionExpiredDialog,
  'session-warning': LazySessionWarningDialog,
  'unsaved-changes': UnsavedChangesDialog,
};
