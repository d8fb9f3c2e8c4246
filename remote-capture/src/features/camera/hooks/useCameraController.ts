/**
 * The camera screen's behaviour: the reducer of spec §4 plus its effects (preparing photos,
 * analysis, URL cleanup) and the gates of spec §6. Components get state and named actions.
 */
import { useCallback, useMemo, useReducer } from 'react';
import { useAuth, useSharePort, type MarketplaceId } from '@snap/shared';
import type { EditableField } from '../../results/analysisResult';
import { buildShareData } from '../../results/shareData';
import { cameraReducer } from '../state/cameraReducer';
import { initialCameraState } from '../state/cameraState';
import { useAnalysis } from './useAnalysis';
import { usePhotoIntake } from './usePhotoIntake';
import { usePhotoUrlCleanup } from './usePhotoUrlCleanup';

export function useCameraController() {
  const [state, dispatch] = useReducer(cameraReducer, initialCameraState);
  const { user } = useAuth();
  const share = useSharePort();
  const { addFile, abandon } = usePhotoIntake(dispatch);
  usePhotoUrlCleanup(state.photos);
  const analyzing = state.phase === 'analyzing' ? state.photos.find((photo) => photo.id === state.analyzedId) : undefined;
  useAnalysis(analyzing, state.run, dispatch);

  /** Spec §6: editing and sharing need an account; anonymous users get the sign-up prompt. */
  const whenSignedIn = useCallback(
    (action: () => void) => (user ? action() : dispatch({ type: 'dialog-opened', dialog: 'sign-up-prompt' })),
    [user],
  );

  const shareData = useCallback(() => {
    const { result, edits, photos, selectedId } = state;
    return result && edits ? buildShareData(result.item, edits, result.estimate, photos, selectedId) : undefined;
  }, [state]);

  const actions = useMemo(
    () => ({
      addFile,
      selectPhoto: (id: string) => dispatch({ type: 'photo-selected', id }),
      removePhoto: (id: string) => dispatch({ type: 'photo-removed', id }),
      analyze: () => dispatch({ type: 'analysis-requested' }),
      cancelAnalysis: () => dispatch({ type: 'analysis-cancelled' }),
      startEdit: (field: EditableField) => whenSignedIn(() => dispatch({ type: 'edit-started', field })),
      saveEdit: (field: EditableField, value: string) => dispatch({ type: 'edit-saved', field, value }),
      cancelEdit: (field: EditableField) => dispatch({ type: 'edit-cancelled', field }),
      smartShare: () =>
        whenSignedIn(() => {
          const data = shareData();
          if (data) share.openShare(data);
        }),
      openMarketplace: (id: MarketplaceId) => share.openMarketplace(id, shareData()),
      openGuide: () => share.openGuide(),
      openViewer: () => dispatch({ type: 'dialog-opened', dialog: 'photo-viewer' }),
      closeDialog: () => dispatch({ type: 'dialog-closed' }),
      dismissError: () => dispatch({ type: 'error-dismissed' }),
      takeAnother: () => {
        abandon();
        dispatch({ type: 'reset' });
      },
    }),
    [abandon, addFile, share, shareData, whenSignedIn],
  );

  return { state, actions, signedIn: user !== null };
}

export type CameraActions = ReturnType<typeof useCameraController>['actions'];
