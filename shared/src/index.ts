/** @snap/shared: the contracts between host and remotes. Shared as one federation singleton. */
export * from './types/entities';
export * from './constants';
export * from './marketplaces';
export * from './auth/AuthContext';
export * from './auth/useAuth';
export * from './auth/authSentences';
export * from './share/SharePort';
export * from './listings/ListingsPort';
export * from './listings/pendingResult';
export * from './privacy/privacyStatement';
export * from './ai/AiClient';
export * from './ai/gatewayClient';
export * from './config/appConfig';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/Spinner';
export { theme } from './theme/theme';
export * from './remotes/contracts';
export * from './navigation/navigation';
