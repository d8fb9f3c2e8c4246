/**
 * Whether this browser can draw and encode off the DOM (a worker needs it). Its own module: the
 * idle screen asks it without loading the raster code.
 */
export function hasOffscreenCanvas(): boolean {
  return typeof OffscreenCanvas === 'function' && typeof OffscreenCanvas.prototype.convertToBlob === 'function';
}
