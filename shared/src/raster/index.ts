/**
 * @snap/shared/raster: the browser drawing both image paths need, remote-capture's analysis
 * pipeline and remote-share's share images. Plain DOM and canvas code with no React and nothing
 * federated, so each remote (and its worker build) bundles it from source.
 */
export { hasOffscreenCanvas } from './offscreenCanvas';
export { decodeImageElement, type ImageElementRaster } from './decodeImageElement';
export { paintOpaque, type Context2D } from './paintOpaque';
