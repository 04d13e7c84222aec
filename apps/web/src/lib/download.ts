import { ApiError } from './api-client';
import { getValidToken } from './auth-token';

/** Saves a Blob as a file: a temporary object URL and a clicked link. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves generated text as a file. */
export function downloadText(fileName: string, text: string, type: string): void {
  saveBlob(fileName, new Blob([text], { type }));
}

/** The file name from a Content-Disposition header (RFC 6266, `filename*` preferred), if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/**
 * Fetches a file (a label PDF, a spreadsheet) with the bearer token (a plain link could not send it) and
 * saves it under the server's name, or `fallbackName`. Resolves to the saved file name; rejects with an
 * ApiError when the server refuses.
 */
export async function downloadAuthorized(path: string, fallbackName: string): Promise<string> {
  const token = getValidToken();
  const response = await fetch(new URL(path, window.location.origin), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new ApiError(response.status, {
      error: body?.error ?? (response.statusText || 'Download failed'),
      code: body?.code ?? 'unknown',
    });
  }
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(fileName, await response.blob());
  return fileName;
}
