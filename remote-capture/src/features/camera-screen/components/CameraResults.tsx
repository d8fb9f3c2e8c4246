import { useEffect } from 'react';
import { markCapture, type CameraState } from '../../camera';
import { REHEARSAL_EDITS, REHEARSAL_PRICING, REHEARSAL_RESULT, ResultsPanel } from '../../results';
import { ListingStatusPanel } from '../../saved-listing';
import type { ScreenActions } from '../screenActions';
import { PhotoStrip, type PhotoStripProps } from './PhotoStrip';

export interface CameraResultsProps {
  state: CameraState;
  strip: PhotoStripProps;
  signedIn: boolean;
  actions: ScreenActions;
}

/**
 * The results panel wired to the camera's state and actions, with a saved listing's status.
 * Before the result is there it renders the rehearsal result: CameraScreen keeps it hidden then
 * (an Activity, whose effects only run once it is shown, so the price is marked as shown when it
 * is).
 */
export function CameraResults({ state, strip, signedIn, actions }: CameraResultsProps) {
  useEffect(() => markCapture('price-shown'), []);
  return (
    <ResultsPanel
      result={state.result ?? REHEARSAL_RESULT}
      edits={state.edits ?? REHEARSAL_EDITS}
      pricing={state.pricing ?? REHEARSAL_PRICING}
      editing={state.editing}
      signedIn={signedIn}
      photos={<PhotoStrip {...strip} />}
      onEdit={actions.startEdit}
      onSave={actions.saveEdit}
      onCancel={actions.cancelEdit}
      onChoosePrice={actions.choosePrice}
      onShipping={actions.setShipping}
      onSmartShare={actions.smartShare}
      onViewGuide={actions.openGuide}
      onMarketplace={actions.openMarketplace}
      onTakeAnother={actions.takeAnother}
      onAddPhoto={actions.addRequestedPhoto}
      addingPhoto={state.phase === 'results' && state.processing}
      onPriceByCode={actions.priceByCode}
      onSettleCodeConflict={actions.settleCodeConflict}
      listingStatus={signedIn && state.listingId ? <ListingStatusPanel listingId={state.listingId} /> : undefined}
    />
  );
}
