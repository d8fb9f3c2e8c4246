/**
 * Tests' stand-in for /camera's page as the build writes it: the early screen (EarlyCapture.tsx,
 * here just its two file inputs) sits outside React's tree, before #root, in the document itself.
 */
import { injectEarlyCapture } from '../features/early-capture/earlyCaptureMarkup';
import { EARLY_INPUT_CLASS } from '../features/early-capture/earlyCaptureMarkup';

const PAGE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const INPUTS =
  `<label>Take Photo <input class="${EARLY_INPUT_CLASS}" type="file" accept="image/*" capture="environment"></label>` +
  `<label>Choose from Gallery <input class="${EARLY_INPUT_CLASS}" type="file" accept="image/*"></label>`;

/** The body of /camera's page; returns its #root, for render's container. */
export function loadEarlyCapturePage(): HTMLElement {
  document.body.innerHTML = /<body>(.*)<\/body>/s.exec(injectEarlyCapture(PAGE, INPUTS))![1];
  return document.getElementById('root')!;
}

/** The early screen's input `index` (0: Take Photo, 1: Choose from Gallery). */
export const earlyInput = (index: number): HTMLInputElement =>
  document.querySelectorAll<HTMLInputElement>(`input.${EARLY_INPUT_CLASS}`)[index];

/** What a file chooser does: the input holds `file`, then fires change. */
export function choose(input: HTMLInputElement, file: File, { fire = true } = {}): void {
  Object.defineProperty(input, 'files', { configurable: true, get: () => [file] as unknown as FileList });
  Object.defineProperty(input, 'value', {
    configurable: true,
    get: () => `C:\\fakepath\\${file.name}`,
    set: () => undefined,
  });
  if (fire) input.dispatchEvent(new Event('change', { bubbles: true }));
}

export function clearPage(): void {
  document.body.innerHTML = '';
}
