import type { CameraActions } from '../camera';

/** What the screen's controls do: the camera's actions, and keeping a visitor's result as they leave to sign up. */
export type ScreenActions = CameraActions & {
  /** As the seller leaves for /auth (Sign In, Sign Up Free): the result on screen is kept, saved once signed in. */
  keepForSignUp(): void;
};
