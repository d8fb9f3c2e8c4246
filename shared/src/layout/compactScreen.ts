import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';
import { SHORT_LANDSCAPE } from './shortLandscape';

/** Narrower than MUI's `sm` breakpoint (600 px), or a phone on its side. */
export function compactScreenQuery(theme: Theme): string {
  return `${theme.breakpoints.down('sm')}, ${SHORT_LANDSCAPE.replace('@media ', '')}`;
}

/**
 * Is this a phone-sized screen (a dialog there takes the whole screen)? Read at once, not after a
 * first render: a dialog that mounts as it opens must not open windowed, then jump.
 */
export function useCompactScreen(): boolean {
  return useMediaQuery(compactScreenQuery(useTheme()), { noSsr: true });
}
