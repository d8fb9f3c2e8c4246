/**
 * The camera's state and controller: one home that the other capture features depend on. The
 * state and reducer of spec §4, the controller with the camera's own effects, and the marks the
 * capture timings read. The route (CaptureScreen) composes it with what the others add.
 */
export { useCameraController, type CameraActions, type CameraController } from './hooks/useCameraController';
export {
  analysisTarget,
  initialCameraState,
  type AnalysisStage,
  type CameraAction,
  type CameraDialog,
  type CameraPhase,
  type CameraState,
  type ShownResult,
} from './state/cameraState';
export { markCapture } from './api/captureMarks';
export { forgetVisitorPhotosWithIds, visitorPhotosWithIds } from './api/chosenPhotosStore';
export { whenIdle } from './api/whenIdle';
