import type { DownloadedFile } from './downloaded-file';

/** Spec 000 §9: the download link is revoked after 30 s. */
export const DOWNLOAD_REVOKE_MS = 30_000;

/** Saves a downloaded file under its name through a temporary link (no new window). */
export function saveFile({ blob, fileName }: DownloadedFile, root: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = root.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  root.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_REVOKE_MS);
}
