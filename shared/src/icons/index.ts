/**
 * '@snap/shared/icons': the inline-SVG icon set (emoji render as empty boxes without an emoji
 * font). Outside the federated singleton entry, so every app bundles it from source and a remote
 * deployed before the host never asks the host for an icon it lacks.
 */
export { MarketplaceIcon, type MarketplaceIconProps } from './MarketplaceIcon';
export { svgIcon } from './svgIcon';
export { BackIcon, CameraIcon, GalleryIcon } from './captureIcons';
