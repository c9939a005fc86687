import type { DownloadedFile } from '@/shared/lib/downloaded-file';

// Saving and printing a file the API answered (signed consent PDF, answers document), spec 001 §2:
// object URLs are revoked after 30 s (a browser may still be reading them) and printing waits 1 s
// for the document to render in its frame.

export const REVOKE_AFTER_MS = 30_000;
export const PRINT_DELAY_MS = 1_000;

export interface FileActionEnv {
  document: Document;
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
  setTimeout(run: () => void, ms: number): unknown;
}

const browserEnv = (): FileActionEnv => ({
  document,
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
});

/** Saves the file under its server name through a temporary link. */
export function saveFile(file: DownloadedFile, env: FileActionEnv = browserEnv()): void {
  const url = env.createObjectURL(file.blob);
  const link = env.document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  env.document.body.appendChild(link);
  link.click();
  link.remove();
  env.setTimeout(() => env.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Prints the file from a hidden frame: loaded, then a 1 s wait, then the print dialog. */
export function printFile(file: DownloadedFile, env: FileActionEnv = browserEnv()): void {
  const url = env.createObjectURL(file.blob);
  const frame = env.document.createElement('iframe');
  frame.title = file.fileName;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;';
  frame.src = url;
  env.document.body.appendChild(frame);
  env.setTimeout(() => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      // A PDF viewer that refuses scripted printing: open the file instead, where it can be printed.
      window.open(url, '_blank', 'noopener');
    }
  }, PRINT_DELAY_MS);
  env.setTimeout(() => {
    env.revokeObjectURL(url);
    frame.remove();
  }, REVOKE_AFTER_MS);
}
