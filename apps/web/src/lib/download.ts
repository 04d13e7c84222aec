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
