/** Scan barcode: a live read of a barcode in the camera's view, for sellers who want the code first. */
export { LiveScanDialog, type LiveScanDialogProps } from './components/LiveScanDialog';
