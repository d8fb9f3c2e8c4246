/**
 * Where a page's controls are drawn, watched from inside the page from its first frame: a script
 * that runs before the page's own, in every animation frame, notes where each watched control (the
 * first visible element its XPath finds) was first drawn and how far it has been from there since,
 * in viewport pixels. A control replaced by its twin (the early /camera screen's Take Photo by the
 * camera screen's) is followed, as a finger reaching for it does. What a seller feels as a button
 * jumping under their finger; `npm run bench:felt` measures the same on its throttled phone.
 */
import type { Page } from '@playwright/test';

export interface ControlPlace {
  /** Where it was first drawn. */
  x: number;
  y: number;
  /** The farthest it has been from there since, px. */
  moved: number;
}

function watchPlaces(watched: Record<string, string>) {
  const places: Record<string, ControlPlace> = {};
  Object.defineProperty(globalThis, '__controlPlaces', { value: places });
  const find = (xpath: string) => {
    const found = document.evaluate(xpath, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
    for (let i = 0; i < found.snapshotLength; i += 1) {
      const element = found.snapshotItem(i) as Element;
      if (element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return element;
    }
    return null;
  };
  const frame = () => {
    for (const [name, xpath] of Object.entries(watched)) {
      const box = find(xpath)?.getBoundingClientRect();
      if (!box || box.width === 0 || box.height === 0) continue;
      const place = (places[name] ??= { x: box.x, y: box.y, moved: 0 });
      place.moved = Math.max(place.moved, Math.round(Math.hypot(box.x - place.x, box.y - place.y)));
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Starts watching `controls` (name → XPath) on every page `page` opens from now on. */
export async function watchControlPlaces(page: Page, controls: Record<string, string>): Promise<void> {
  await page.addInitScript(watchPlaces, controls);
}

/** Each watched control's place so far (a control not drawn yet is missing). */
export function controlPlaces(page: Page): Promise<Record<string, ControlPlace>> {
  return page.evaluate(() => ({
    ...(globalThis as unknown as { __controlPlaces: Record<string, ControlPlace> }).__controlPlaces,
  }));
}

/** A button, label or link whose text is `name`. */
export const controlNamed = (name: string): string =>
  `//*[(self::button or self::label or self::a) and normalize-space(.)='${name}']`;
