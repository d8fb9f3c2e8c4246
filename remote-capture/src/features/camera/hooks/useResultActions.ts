/**
 * What the seller can do with a result: edit (spec §4), Smart Share, the marketplace quick links
 * and the guide. Editing and sharing, by Smart Share or a quick link, need an account (spec §6);
 * anonymous users get the sign-up prompt instead.
 */
import { useCallback, useMemo, type Dispatch } from 'react';
import { useAuth, useSharePort, type MarketplaceId } from '@snap/shared';
import { buildShareData, type EditableField } from '../../results';
import type { CameraAction, CameraState } from '../state/cameraState';

export function useResultActions(state: CameraState, dispatch: Dispatch<CameraAction>) {
  const { user } = useAuth();
  const share = useSharePort();

  const whenSignedIn = useCallback(
    (action: () => void) => (user ? action() : dispatch({ type: 'dialog-opened', dialog: 'sign-up-prompt' })),
    [user, dispatch],
  );

  const { result, edits, pricing, photos, selectedId, listingId } = state;
  // With the saved listing's id, the share flow records the marketplaces on it.
  const shareData = useMemo(
    () =>
      result && edits && pricing
        ? {
            ...buildShareData(result.item, edits, pricing, photos, selectedId),
            ...(listingId ? { listingId } : {}),
          }
        : undefined,
    [result, edits, pricing, photos, selectedId, listingId],
  );

  return useMemo(
    () => ({
      startEdit: (field: EditableField) => whenSignedIn(() => dispatch({ type: 'edit-started', field })),
      saveEdit: (field: EditableField, value: string) => dispatch({ type: 'edit-saved', field, value }),
      cancelEdit: (field: EditableField) => dispatch({ type: 'edit-cancelled', field }),
      // Anyone can try prices and shipping (the payouts are the pitch); only an account saves them.
      choosePrice: (price: number) => dispatch({ type: 'price-chosen', price }),
      setShipping: (shipping: number) => dispatch({ type: 'shipping-set', shipping }),
      smartShare: () => whenSignedIn(() => shareData && share.openShare(shareData)),
      openMarketplace: (id: MarketplaceId) => whenSignedIn(() => share.openMarketplace(id, shareData)),
      openGuide: () => share.openGuide(),
    }),
    [dispatch, share, shareData, whenSignedIn],
  );
}
