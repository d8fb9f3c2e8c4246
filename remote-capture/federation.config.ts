import { remoteFederation } from '@snap/shared/federation/remoteFederation';

export const federation = remoteFederation('remote_capture', { './CaptureRoute': './src/CaptureRoute.tsx' });
