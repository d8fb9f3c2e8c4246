/**
 * The modal's share actions and what they show: the status line (3 s), the App Not Found dialog,
 * the copy-and-download fallback where there is no share sheet, and, for a saved listing, each
 * marketplace shared to until the seller says it is live there (Mark as listed). A share alone
 * records nothing on the listing: the marketplace's page being asked for is no sign the listing
 * was posted. The seller's word is written as History's Manage writes where an item is listed.
 */
import { useCallback, useMemo, useState } from 'react';
import { STATUS_NOTICE_MS, useListingsPort, type MarketplaceId, type ShareData, type ShareResult } from '@snap/shared';
import { listedOnEdit } from '@snap/shared/contracts';
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

/**
 * A marketplace shared to from this modal: waiting for the seller's word that it is live there
 * ('shared'), writing it ('marking'), written ('listed'), or refused ('failed', to try again).
 */
export type SharedState = 'shared' | 'marking' | 'listed' | 'failed';
export type SharedStates = Partial<Record<MarketplaceId, SharedState>>;

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

  const [shared, setShared] = useState<SharedStates>({});
  const { listingId } = data;
  const setState = (marketplace: MarketplaceId, state: SharedState) =>
    setShared((states) => ({ ...states, [marketplace]: state }));

  /** A share that went out: the seller is asked to say when it is live (only for a saved listing). */
  const record = useCallback(
    (marketplace: MarketplaceId) => {
      if (!listingId || !listings) return;
      // Once marked listed here, a later share there leaves it listed.
      setShared((states) => (states[marketplace] === 'listed' ? states : { ...states, [marketplace]: 'shared' }));
    },
    [listingId, listings],
  );

  /** The seller's word that the listing is live on `marketplace`: added to where it is listed. */
  const markListed = async (marketplace: MarketplaceId) => {
    if (!listingId || !listings || shared[marketplace] === 'marking') return;
    setState(marketplace, 'marking');
    try {
      const listing = await listings.get(listingId);
      if (!listing) throw new Error('The listing is not saved');
      const on = listing.sharedTo.includes(marketplace) ? listing.sharedTo : [...listing.sharedTo, marketplace];
      await listings.update(listingId, listedOnEdit(listing, on, Date.now()));
      setState(marketplace, 'listed');
    } catch {
      setState(marketplace, 'failed');
    }
  };

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
    shared,
    markListed,
    continueWithCopyPaste,
    install,
  };
}
