/**
 * Runs in a page before its scripts (Playwright's addInitScript): in every animation frame until
 * `windowMs` after navigation, where each watched control is drawn (the first visible element its
 * XPath finds, in viewport pixels), and how far it has been from where it was first drawn: what a
 * finger reaching for it would miss by. A control replaced by its twin (the early /camera screen's
 * Take Photo by the camera screen's) is followed, as the finger does. Read back from
 * `globalThis.__controlMoves`: per name { shown, x, y, px }, and `done` once the window is over.
 * Shared by `npm run bench:felt` (scripts/bench-felt/measures.mjs) and the e2e suite
 * (controlPlaces.ts); plain JavaScript, so both can load it.
 */
export function watchControlMoves({ watched, windowMs }) {
  const { document, requestAnimationFrame, performance, XPathResult } = globalThis;
  const moves = {};
  Object.defineProperty(globalThis, '__controlMoves', { value: moves });
  const find = (xpath) => {
    const found = document.evaluate(xpath, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
    for (let i = 0; i < found.snapshotLength; i += 1) {
      const element = found.snapshotItem(i);
      if (element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return element;
    }
    return null;
  };
  const frame = () => {
    for (const [name, xpath] of Object.entries(watched)) {
      const box = find(xpath)?.getBoundingClientRect();
      if (!box || box.width === 0 || box.height === 0) continue;
      const seen = (moves[name] ??= { shown: performance.now(), x: box.x, y: box.y, px: 0 });
      seen.px = Math.max(seen.px, Math.round(Math.hypot(box.x - seen.x, box.y - seen.y)));
    }
    if (performance.now() < windowMs) requestAnimationFrame(frame);
    else moves.done = true;
  };
  requestAnimationFrame(frame);
}
