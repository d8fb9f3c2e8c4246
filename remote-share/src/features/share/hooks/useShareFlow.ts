/**
 * The modal's share actions and what they show: the status line (3 s), the App Not Found dialog,
 * the copy-and-download fallback where there is no share sheet, and recording a successful share
 * on the saved listing.
 */
import { useCallback, useMemo, useState } from 'react';
import { STATUS_NOTICE_MS, useListingsPort, type MarketplaceId, type ShareData, type ShareResult } from '@snap/shared';
import { FALLBACK_SUCCESS, SHARE_ERRORS, fallbackStatus, shareStatus } from '../core/shareMessages';
import { useShareAdapters } from '../service/ShareAdaptersContext';
import { createShareService, findMarketplace } from '../service/shareService';
import { useTimedMessage } from './useTimedMessage';

export interface AppNotFound {
  marketplace: MarketplaceId;
  appStoreUrl?: string;
  /** False while the dialog closes: its text stays until it has faded out. */
  open: boolean;
}

export interface ShareFlowOptions {
  data: ShareData;
  files: File[];
  /** Saves a file on the device (the copy-and-download fallback). */
  download(file: File): void;
}

export function useShareFlow({ data, files, download }: ShareFlowOptions) {
  const adapters = useShareAdapters();
  const listings = useListingsPort();
  const service = useMemo(() => createShareService(adapters), [adapters]);
  const [status, showStatus] = useTimedMessage(STATUS_NOTICE_MS);
  const [appNotFound, setAppNotFound] = useState<AppNotFound | null>(null);

  const record = useCallback(
    (marketplace: MarketplaceId) => {
      if (!data.listingId || !listings) return;
      // The share itself has happened; a failed record only gets a word in the status line.
      listings
        .recordShare(data.listingId, marketplace)
        .catch(() => showStatus('✗ The share could not be saved to your listing'));
    },
    [data.listingId, listings, showStatus],
  );

  /** No share sheet for files (e.g. an Android in-app browser): copy the text, save the photos. */
  const copyAndDownload = useCallback(
    async (marketplace: MarketplaceId) => {
      const name = findMarketplace(marketplace)?.name ?? marketplace;
      const { error } = await service.copyAndOpen(marketplace, data);
      if (error) return showStatus(fallbackStatus(error));
      files.forEach(download);
      const photos = files.length > 0 ? ` Photos saved to your downloads: add them in ${name}.` : '';
      showStatus(`✓ ${FALLBACK_SUCCESS}${photos}`);
      record(marketplace);
    },
    [service, data, files, download, showStatus, record],
  );

  const onResult = useCallback(
    (result: ShareResult) => {
      const marketplace = result.platform as MarketplaceId;
      if (result.success) record(marketplace);
      if (result.needsAppInstall) setAppNotFound({ marketplace, appStoreUrl: result.appStoreUrl, open: true });
      if (result.error === SHARE_ERRORS.noLevel2) return copyAndDownload(marketplace);
      showStatus(shareStatus(result));
    },
    [record, copyAndDownload, showStatus],
  );

  // Called straight from the click handler: no await before the service's first browser call.
  // Without a share sheet the fallback copies in this same tap (after the share's answer, WebKit
  // would refuse the copy).
  const share = (marketplace: MarketplaceId) =>
    service.needsCopyFallback(marketplace, data, files)
      ? copyAndDownload(marketplace)
      : service.share(marketplace, data, files).then(onResult);
  const openAndroidIntent = (marketplace: MarketplaceId) => service.openAndroidIntent(marketplace, data).then(onResult);

  const close = () => setAppNotFound((current) => current && { ...current, open: false });

  const continueWithCopyPaste = () => {
    if (!appNotFound) return;
    const { marketplace } = appNotFound;
    close();
    return service.copyAndOpen(marketplace, data).then(({ error }) => {
      showStatus(fallbackStatus(error));
      if (!error) record(marketplace);
    });
  };

  const install = () => {
    if (!appNotFound) return;
    close();
    return service.installApp(appNotFound.marketplace);
  };

  return {
    status,
    showStatus,
    appNotFound,
    dismissAppNotFound: close,
    share,
    openAndroidIntent,
    continueWithCopyPaste,
    install,
  };
}
