/**
 * Fetches the bundled sample photo as a File, so the demo goes through the same intake as a
 * picked photo: the real image pipeline, then the gateway. The asset is resolved against this
 * remote's own URL (rspack emits it hashed under assets/), so it works wherever the remote is.
 */
const SAMPLE_URL = new URL('../../../assets/demo-sample.jpg', import.meta.url);

export async function loadDemoSample(): Promise<File> {
  const response = await fetch(SAMPLE_URL);
  if (!response.ok) throw new Error(`The demo photo did not load (HTTP ${response.status})`);
  return new File([await response.blob()], 'demo-sample.jpg', { type: 'image/jpeg' });
}
