// Texts of the live password checklist (beside the spec's rule message, which stays verbatim).
export const PASSWORD_CHECKLIST = {
  title: 'Your password needs:',
  met: ' (done)',
  notMet: ' (still needed)',
  status: (missing: readonly string[]) =>
    missing.length === 0 ? 'Your password meets every rule.' : `Your password still needs: ${missing.join(', ')}.`,
} as const;
