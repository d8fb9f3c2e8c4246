/**
 * Where a page's controls are drawn, watched from inside the page from its first frame
 * (watchControlMoves.mjs, which `npm run bench:felt` uses too): where each watched control was first
 * drawn and how far it has been from there since, in viewport pixels. What a seller feels as a
 * button jumping under their finger.
 */
import type { Page } from '@playwright/test';
import type { ControlMove } from './watchControlMoves.mjs';

/** Long enough for any test: the watch lasts as long as the page. */
const WATCH_MS = 10 * 60_000;

/** Starts watching `controls` (name → XPath) on every page `page` opens from now on. */
export async function watchControlPlaces(page: Page, controls: Record<string, string>): Promise<void> {
  // Imported here, as deploy-hosting.spec.ts does: Playwright's loader turns a static import of .mjs into CommonJS.
  const { watchControlMoves } = await import('./watchControlMoves.mjs');
  await page.addInitScript(watchControlMoves, { watched: controls, windowMs: WATCH_MS });
}

/** Each watched control's place so far (a control not drawn yet is missing). */
export function controlPlaces(page: Page): Promise<Record<string, ControlMove>> {
  return page.evaluate(() => {
    const moves = (globalThis as unknown as { __controlMoves: Record<string, unknown> }).__controlMoves;
    return Object.fromEntries(Object.entries(moves).filter(([name]) => name !== 'done')) as Record<string, ControlMove>;
  });
}

/** A button, label or link whose text is `name`. */
export const controlNamed = (name: string): string =>
  `//*[(self::button or self::label or self::a) and normalize-space(.)='${name}']`;
