/**
 * What each remote exposes, and the props the host passes. Remotes implement these; the host
 * loads them by name. Changing a contract here is a coordinated change across teams.
 */
import type { ComponentType } from 'react';
import type { ManageListingStep } from '../listings/ManageListingPort';
import type { MarketplaceId, ShareData } from '../types/entities';

export const EXPOSED = {
  capture: 'remote_capture/CaptureRoute',
  shareModal: 'remote_share/ShareModal',
  guideWizard: 'remote_share/GuideWizard',
  frameDialog: 'remote_share/FrameDialog',
  auth: 'remote_account/AuthRoute',
  dashboard: 'remote_account/DashboardRoute',
  profile: 'remote_account/ProfileRoute',
  manageListing: 'remote_account/ManageListing',
} as const;

export type ExposedModuleId = (typeof EXPOSED)[keyof typeof EXPOSED];

export interface DialogProps {
  open: boolean;
  onClose(): void;
}

export interface ShareModalProps extends DialogProps {
  data: ShareData;
}

export type GuideWizardProps = DialogProps;

export interface FrameDialogProps extends DialogProps {
  marketplace: MarketplaceId;
  data?: ShareData;
}

/** A saved listing's Manage dialog, opened through the ManageListingPort. */
export interface ManageListingProps extends DialogProps {
  listingId: string;
  /** Where it opens: 'manage' (its overview) unless given. */
  step?: ManageListingStep;
}

/** Every exposed module has a default export that is a React component. */
export interface ExposedModule<P = object> {
  default: ComponentType<P>;
}
