import { screen, waitFor } from '@testing-library/react';

/**
 * The live region of a screen's own message (`role="alert"` or `"status"`) once it has text: the
 * provider's snackbar regions carry the same roles and stay empty unless a snackbar shows.
 */
export async function announced(role: 'alert' | 'status'): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole(role).find((el) => !el.classList.contains('registry-snackbars__region'));
    if (!found || !found.textContent) throw new Error(`no ${role} with text yet`);
  });
  return found!;
}
