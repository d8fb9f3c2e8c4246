/**
 * '@snap/shared/layout': what counts as a phone-sized screen, the same in every app. A sub-path,
 * bundled from source by each app (not the '@snap/shared' singleton), so a remote built with it
 * works in a host deployed before it existed.
 *
 * A phone held on its side is wide (up to ~930 px) but short (~320–430 px of page): by width
 * alone it gets the desktop layout, where a dialog floats in a window a third of the screen tall
 * and a 4:3 picture pushes its buttons below the fold.
 */
// Two modules: a page that only styles with SHORT_LANDSCAPE does not take in useMediaQuery.
export { SHORT_LANDSCAPE } from './shortLandscape';
export { compactScreenQuery, useCompactScreen } from './compactScreen';
