/**
 * '@snap/shared/capture': the camera screen as both its screens draw it, the capture remote's and
 * the host's early one (what each makes of a tap is its own): its layout and its viewfinder. A
 * sub-path, bundled from source by each app, not the '@snap/shared' singleton.
 */
export { CaptureLayout, PICTURE_FRAME, PictureWithActions, type CaptureLayoutProps } from './CaptureLayout';
export { VIEWFINDER_SX, ViewfinderFace } from './Viewfinder';
