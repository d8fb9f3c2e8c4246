/** Before any engine starts: Chromium (it draws the photo fixtures) and the other engines' packages. */
import chromiumSetup from '../../support/global-setup';
import { ensureEnginePackages } from './packages';

export default function globalSetup(): void {
  chromiumSetup();
  ensureEnginePackages();
}
