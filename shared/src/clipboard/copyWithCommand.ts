/**
 * document.execCommand('copy') on a hidden text area: the pre-async-clipboard way, still the only
 * one on insecure origins. Synchronous, so it works inside the tap (Safari refuses clipboard
 * writes after an `await`). A subpath module each app bundles from source.
 *
 * @param refused the message of the error thrown when the browser refuses the command
 */
export function copyWithCommand(text: string, refused: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  // Inside an open dialog, where its focus trap lets the selection stay.
  (document.querySelector('[role="dialog"]') ?? document.body).append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error(refused);
  } finally {
    area.remove();
  }
}
