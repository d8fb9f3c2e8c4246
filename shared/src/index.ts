/**
 * @snap/shared: what host and remotes must hold ONE copy of, shared as a federation singleton.
 * A singleton is never tree-shaken: every visitor downloads all of this. So only what needs one
 * instance goes in: React contexts and their hooks (auth, AI, share, listings, navigation), the
 * theme, and what they need. Plain values and types live in @snap/shared/contracts (re-exported
 * here for the host and older remotes); components and helpers an app may bundle itself go in
 * their own subpath (./retry, ./icons, ./format, ./sign-up-prompt, ./testing). The AI port is
 * here; the gateway client that implements it is not (./gateway, which the host loads on demand).
 */
export * from './contracts';
export * from './auth/AuthContext';
export * from './auth/useAuth';
export * from './auth/authSentences';
export * from './auth/idTokenUid';
export * from './share/SharePort';
export * from './listings/ListingsPort';
export * from './listings/ManageListingPort';
export * from './listings/pendingResult';
export * from './listings/recentRows';
export * from './storage/deleteDatabase';
export * from './capture/PhotoHandoff';
export * from './privacy/privacyStatement';
export * from './ai/AiClient';
export * from './config/appConfig';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/Spinner';
export { theme } from './theme/theme';
export * from './remotes/contracts';
export * from './navigation/navigation';
