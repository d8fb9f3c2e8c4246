import { remoteFederation } from '@snap/shared/federation/remoteFederation';

export const federation = remoteFederation('remote_share', {
  './ShareModal': './src/ShareModal.tsx',
  './GuideWizard': './src/GuideWizard.tsx',
  './FrameDialog': './src/FrameDialog.tsx',
});
