/**
 * The share flows of spec §3/§4/§8 over injected browser adapters. Each flow starts its first
 * browser call (clipboard or navigator.share) synchronously: Safari and iOS drop clipboard writes
 * and share sheets requested after an await in the tap, so nothing slow happens before them (the
 * photos arrive ready-made in `files`).
 */
import {
  ANDROID_INTENT_TIMEOUT_MS,
  APP_STORE_FALLBACK_MS,
  MARKETPLACES,
  MULTI_SHARE_PAUSE_MS,
  REDIRECT_DELAY_MS,
  type MarketplaceConfig,
  type MarketplaceId,
  type ShareData,
  type ShareResult,
} from '@snap/shared';
import { listingText } from '../core/listingFields';
import { SHARE_ERRORS } from '../core/shareMessages';
import type { ShareAdapters, SharePayload } from './adapters';
import { catalogueOpener } from './catalogueUrls';

export function findMarketplace(id: string): MarketplaceConfig | undefined {
  return MARKETPLACES.find((marketplace) => marketplace.id === id);
}

const failure = (
  platform: string,
  method: ShareResult['method'],
  error: string,
  extra: Partial<ShareResult> = {},
): ShareResult => ({
  success: false,
  platform,
  method,
  error,
  ...extra,
});

/** The store page for this device, when the catalogue has one. */
export function appStoreUrl(config: MarketplaceConfig, platform: ShareAdapters['platform']): string | undefined {
  const links = config.appStoreLinks;
  return platform.ios ? links?.ios : (links?.android ?? links?.ios);
}

function webShareError(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'AbortError') return SHARE_ERRORS.cancelled;
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'NotFoundError' || /no (share )?targets?|app.*not installed/i.test(message))
    return SHARE_ERRORS.noTargets;
  return SHARE_ERRORS.shareFailed;
}

export function createShareService(adapters: ShareAdapters) {
  const open = catalogueOpener(adapters.open);
  const assign = catalogueOpener(adapters.assign);

  function webSharePayload(
    config: MarketplaceConfig,
    data: ShareData,
    files: File[],
  ): { text: string; payload: SharePayload } {
    const text = listingText(data, config.id, { photoCount: files.length });
    // Instagram drops the text when files come with it: files only, the caption on the clipboard.
    const payload: SharePayload =
      config.id === 'instagram'
        ? { files }
        : { title: data.title, text, ...(config.supports.url && data.url ? { url: data.url } : {}), files };
    if (files.length === 0) delete payload.files;
    return { text, payload };
  }

  /** No share sheet that takes this payload (Level 2 missing, or no Web Share at all). */
  function lacksShareSheet(payload: SharePayload): boolean {
    if (!adapters.share || !adapters.canShare) return true;
    return Boolean(payload.files) && !adapters.canShare(payload);
  }

  /**
   * Whether sharing to `id` would end in the copy-and-download fallback (no share sheet here),
   * answered synchronously: the tap then copies at once, while it still counts as the user's
   * gesture, rather than after the share's answer (WebKit refuses that copy).
   */
  function needsCopyFallback(id: MarketplaceId, data: ShareData, files: File[] = []): boolean {
    const config = findMarketplace(id);
    return config?.shareMethod === 'webshare' && lacksShareSheet(webSharePayload(config, data, files).payload);
  }

  async function webShare(config: MarketplaceConfig, data: ShareData, files: File[]): Promise<ShareResult> {
    const fail = (error: string, extra?: Partial<ShareResult>) => failure(config.id, 'webshare', error, extra);
    const { text, payload } = webSharePayload(config, data, files);
    if (!adapters.share || lacksShareSheet(payload)) return fail(SHARE_ERRORS.noLevel2);
    const caption =
      config.id === 'instagram'
        ? adapters.copyText(text).then(
            () => true,
            () => false,
          )
        : Promise.resolve(true);
    try {
      await adapters.share(payload);
    } catch (error) {
      const message = webShareError(error);
      if (message !== SHARE_ERRORS.noTargets) return fail(message);
      return fail(message, { needsAppInstall: true, appStoreUrl: appStoreUrl(config, adapters.platform) });
    }
    if (!(await caption)) return fail(SHARE_ERRORS.copyFailed);
    return { success: true, platform: config.id, method: 'webshare' };
  }

  /** Copies the listing, then opens `url` after `delay` ms (clipboard-redirect and url-only). */
  async function copyThenOpen(
    config: MarketplaceConfig,
    data: ShareData,
    method: 'clipboard-redirect' | 'url-only',
    url: string,
    delay: number,
  ): Promise<ShareResult> {
    try {
      await adapters.copyText(listingText(data, config.id));
    } catch {
      return failure(config.id, method, SHARE_ERRORS.copyFailed);
    }
    if (delay > 0) await adapters.wait(delay);
    open(url);
    return { success: true, platform: config.id, method };
  }

  function share(id: MarketplaceId, data: ShareData, files: File[] = []): Promise<ShareResult> {
    const config = findMarketplace(id);
    if (!config) return Promise.resolve(failure(id, 'url-only', SHARE_ERRORS.configNotFound));
    switch (config.shareMethod) {
      case 'webshare':
        return webShare(config, data, files);
      case 'clipboard-redirect':
        return copyThenOpen(config, data, 'clipboard-redirect', config.redirectUrl ?? config.url, REDIRECT_DELAY_MS);
      case 'url-only':
        return copyThenOpen(config, data, 'url-only', config.url, 0);
      default:
        return Promise.resolve(failure(id, config.shareMethod, SHARE_ERRORS.notSupported));
    }
  }

  /**
   * Copies the listing, then opens the marketplace app through its Android intent. The intent
   * gives no answer: the page being hidden within 2 s means the app came up, otherwise it is missing.
   */
  async function openAndroidIntent(id: MarketplaceId, data: ShareData): Promise<ShareResult> {
    const config = findMarketplace(id);
    if (!config) return failure(id, 'android-intent', SHARE_ERRORS.configNotFound);
    if (!adapters.platform.android || !config.androidIntentUrl)
      return failure(id, 'android-intent', SHARE_ERRORS.noIntent);
    try {
      await adapters.copyText(listingText(data, config.id));
    } catch {
      return failure(id, 'android-intent', SHARE_ERRORS.copyFailed);
    }
    let stop = () => {};
    const left = new Promise<boolean>((resolve) => {
      stop = adapters.onPageHidden(() => resolve(true));
    });
    assign(config.androidIntentUrl);
    const appOpened = await Promise.race([left, adapters.wait(ANDROID_INTENT_TIMEOUT_MS).then(() => false)]);
    stop();
    if (appOpened) return { success: true, platform: id, method: 'android-intent' };
    return failure(id, 'android-intent', SHARE_ERRORS.intentFailed, {
      needsAppInstall: true,
      appStoreUrl: appStoreUrl(config, adapters.platform),
    });
  }

  /**
   * Install from the App Not Found dialog: try the app's deep link first (it may be installed after
   * all); if the page is still here 1 s later, open the store page.
   */
  async function installApp(id: MarketplaceId): Promise<void> {
    const config = findMarketplace(id);
    const store = config && appStoreUrl(config, adapters.platform);
    if (!config || !store) return;
    if (!adapters.platform.android || !config.androidIntentUrl) {
      open(store);
      return;
    }
    let hidden = false;
    const stop = adapters.onPageHidden(() => (hidden = true));
    assign(config.androidIntentUrl);
    await adapters.wait(APP_STORE_FALLBACK_MS);
    stop();
    if (!hidden) open(store);
  }

  /** 'Continue with Copy-Paste' and the no-share-sheet fallback: copy everything, open the site. */
  async function copyAndOpen(id: MarketplaceId, data: ShareData): Promise<{ error?: string }> {
    const config = findMarketplace(id);
    if (!config) return { error: SHARE_ERRORS.configNotFound };
    try {
      await adapters.copyText(listingText(data, config.id));
    } catch {
      return { error: SHARE_ERRORS.copyFailed };
    }
    open(config.url);
    return {};
  }

  /** Shares to several marketplaces in turn, pausing 1 s between them (spec §9). */
  async function shareToMany(
    ids: readonly MarketplaceId[],
    data: ShareData,
    files: File[] = [],
    onResult?: (result: ShareResult) => void,
  ): Promise<ShareResult[]> {
    const results: ShareResult[] = [];
    for (const [index, id] of ids.entries()) {
      if (index > 0) await adapters.wait(MULTI_SHARE_PAUSE_MS);
      const result = await share(id, data, files);
      results.push(result);
      onResult?.(result);
    }
    return results;
  }

  return { share, needsCopyFallback, openAndroidIntent, installApp, copyAndOpen, shareToMany };
}

export type ShareService = ReturnType<typeof createShareService>;
