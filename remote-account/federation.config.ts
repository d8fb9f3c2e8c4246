import { remoteFederation } from '@snap/shared/federation/remoteFederation';

export const federation = remoteFederation('remote_account', {
  './AuthRoute': './src/AuthRoute.tsx',
  './DashboardRoute': './src/DashboardRoute.tsx',
  './ProfileRoute': './src/ProfileRoute.tsx',
  './ManageListing': './src/ManageListing.tsx',
});
