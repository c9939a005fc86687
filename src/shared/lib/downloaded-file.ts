/** A file the API answered: its bytes and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file name of a Content-Disposition header (`attachment; filename="a.pdf"`, or RFC 5987's
 * `filename*=UTF-8''a%20b.pdf`, which wins); `fallback` when there is none.
 */
export function fileNameOf(contentDisposition: string | null | undefined, fallback: string): string {
  if (!contentDisposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: try the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(contentDisposition);
  return plain?.[1] || plain?.[2] || fallback;
}
