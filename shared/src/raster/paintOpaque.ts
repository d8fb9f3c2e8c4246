export type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** White first (JPEG has no alpha: transparent PNG areas would turn black), then the image, smoothed. */
export function paintOpaque(
  context: Context2D,
  source: CanvasImageSource,
  { width, height }: { width: number; height: number },
): void {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
}
