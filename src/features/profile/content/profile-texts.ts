import { textsOf } from '@/shared/i18n/locale';

// Every text the profile area, the withdrawal dialog and re-consent show. Quoted spec 000 texts
// are verbatim; the rest is ours where the spec says "not shown". The hints that say which
// characters a name, an address and a city allow are the shared account fields' (ACCOUNT_FIELD_HINTS).
// Spanish: profile-texts.es.ts.

const texts = textsOf('features/profile/content/profile-texts', { es: () => import('./profile-texts.es') });

export const PROFILE_TEXT = texts('PROFILE_TEXT', {
  title: 'My Profile',
  close: 'Close',
  intro: 'Keep your details up to date so we can reach you about studies and your results.',
  contact: {
    heading: 'Questions about your account?',
    text: 'Contact the registry team Monday to Friday 8AM to 5PM (EST).',
  },
  updated: 'Your account has been updated',
  save: 'Save changes',
  nothingChanged: 'Nothing has changed yet.',
  loading: 'Loading…',
  loadFailed: 'This part of your profile could not be loaded.',
  retry: 'Try again',
  sections: {
    personal: 'Personal information',
    child: 'Child information',
    household: 'Household information',
    notifications: 'Notification settings',
    password: 'Change password',
    withdraw: 'Withdraw from the registry',
  },
  personal: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone number (optional)',
    timezone: 'Time zone',
    timezonePlaceholder: 'Select your time zone',
    currentPassword: 'Current password',
    currentPasswordHint: 'To change your sign-in email, confirm it is you.',
    emailExternal: 'You sign in through the external provider: change your email address there.',
    profileType: 'Profile type',
    profileTypeTooltip:
      'If you are under 18, a parent or guardian can register for you. Both of you may need to give consent.',
    profileTypeInfo: 'About profile types',
    emailStatus: {
      checking: 'Checking the email address',
      ok: 'Email address checked',
      warn: 'Please check the email address',
      error: 'Clear the email address',
    },
  },
  profileTypes: {
    adult: 'Myself – I am over 18 years of age.',
    child: 'My Child – who is under the age of 18.',
  },
  child: {
    firstName: "Child's first name",
    lastName: "Child's last name",
    email: "Child's email (optional)",
    phone: "Child's phone number (optional)",
    birthday: "Child's date of birth",
    birthdayHint: 'Type it as MM/DD/YYYY. From age 13, your child also signs an assent of their own.',
    birthdayLocked:
      'It cannot be changed after the consent was signed: the consent was given for this age. If it is wrong, please contact the registry team.',
  },
  household: {
    address: 'Address',
    city: 'City',
    state: 'State',
    stateHint: 'Start typing and choose your state from the list.',
    zip: 'Zip code',
  },
  notifications: {
    intro: 'Choose how we may contact you. You can change this at any time.',
    reminders: 'Reminders',
    manage: 'Manage',
    closeReminders: 'Close',
    remindersSummary: 'Reminders about new studies and studies you have started.',
    topics: {
      reminders_new_ro_and_studies: 'New studies and research opportunities',
      reminders_ongoing_studies: 'Studies you have started',
      newsletter: 'Newsletters',
      management_resources: 'Management Resources',
    },
    email: 'Email',
    sms: 'Text message (SMS)',
    smsDisabled: 'Add a valid phone number under Personal information to receive text messages.',
    optedOut: 'You have opted out of text messages. Switch a text message option on to receive them again.',
  },
  password: {
    old: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change password',
    oldRequired: 'Current password is required',
    sameAsOld: 'New password cannot be the same as the current password',
    mismatch: 'Password confirmation does not match',
    externalOnly: 'You sign in through the external provider, so there is no current password to give.',
  },
  withdraw: {
    intro:
      'Withdrawing deletes your account and ends your part in the registry. This cannot be undone: you will not be able to sign in again.',
    open: 'Withdraw from the registry',
    title: 'Why do you want to withdraw?',
    lead: 'Please tell us why you are leaving. Tick every reason that applies.',
    reasons: {
      receiving_too_many_emails: 'I receive too many emails',
      have_data_privacy_concerns: 'I have data privacy concerns',
      takes_too_much_time_to_complete_qs: 'The questionnaires take too much time to complete',
      not_wish_be_presented_with_pro: 'I do not wish to be presented with research opportunities',
      have_difficult_accessing_account: 'I have difficulty accessing my account',
      was_signed_up_by_parent: 'I was signed up by my parent or guardian',
      was_signed_up_for_my_child: 'I signed up for my child',
      not_wish_to_disclose_my_reason: 'I do not wish to disclose my reason',
      other: 'Other',
    },
    reason: 'Your own reason',
    cancel: 'Cancel',
    confirm: 'Withdraw',
  },
  reconsent: {
    title: 'Re-consent',
    intro:
      'Your parent or guardian registered you when you were a child. Now that you are 18, you decide for yourself whether to stay in the registry.',
    step1: 'Step 1 of 2: Your details',
    step1Text: 'Check the details we have for you. They become the details of your own account.',
    step1Submit: 'Save and continue',
    passwordLegend: 'Your own password',
    passwordText:
      'Your account still has the password your parent or guardian chose. Choose your own: you will sign in with it from now on.',
    step2: 'Step 2 of 2: Your consent',
    step2Text: [
      'By continuing you agree to take part in the registry as an adult: your earlier answers stay in the registry and you will receive the yearly questionnaire yourself.',
      'If you do not want to take part, you can withdraw at any time under My Profile.',
    ],
    complete: 'I agree and continue',
  },
} as const);

/** The validation messages of spec 000 §5 for the profile forms, verbatim. */
export const PROFILE_MESSAGES = texts('PROFILE_MESSAGES', {
  required: 'This field is required',
  firstName: 'Enter valid first name',
  lastName: 'Enter valid last name',
  addressRequired: 'Address is required',
  address: 'Please enter valid address',
  cityRequired: 'City is required',
  city: 'Please enter valid city',
  state: 'State does not exist',
  zip: 'Please enter a valid 5-digit zip code',
  oldPasswordRequired: 'Current password is required',
  sameAsOld: 'New password cannot be the same as the current password',
  confirmationMismatch: 'Password confirmation does not match',
  noReason: 'Please select at least one reason for withdrawal.',
  noOwnReason: 'Please state your own reason for withdrawal.',
} as const);
