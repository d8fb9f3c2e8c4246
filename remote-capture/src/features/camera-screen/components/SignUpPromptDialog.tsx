/** The shared sign-up prompt (spec §2, §6), behind capture's own lazy chunk boundary (lazyParts.ts). */
export { SignUpPromptDialog } from '@snap/shared/sign-up-prompt';
