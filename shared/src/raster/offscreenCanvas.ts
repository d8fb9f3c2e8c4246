/** Whether this browser can draw and encode off the DOM (a worker needs it). */
export function hasOffscreenCanvas(): boolean {
  return typeof OffscreenCanvas === 'function' && typeof OffscreenCanvas.prototype.convertToBlob === 'function';
}
