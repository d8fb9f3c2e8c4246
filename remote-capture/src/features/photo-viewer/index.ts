/** The full-screen photo viewer: swipe, copy, download and share each photo. */
export { PhotoViewer, type PhotoViewerProps } from './components/PhotoViewer';
