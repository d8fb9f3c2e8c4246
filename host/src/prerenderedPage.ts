/** The attribute of #root naming the path whose markup the build wrote into it (host/prerender). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered';
