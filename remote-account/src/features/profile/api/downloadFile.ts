/** Saves text as a file through the browser: a thin adapter around an object URL and a link. */
export function downloadFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has started by then in every browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
