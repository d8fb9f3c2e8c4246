/** The one MUI theme. Host and standalone remotes wrap their trees in it; shared as a singleton. */
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#4f46e5', contrastText: '#ffffff' },
    secondary: { main: '#0f766e' },
    success: { main: '#15803d' },
    background: { default: '#f8fafc', paper: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#475569' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // A focus ring on every control reached by keyboard. MUI's own cue is a focus ripple, which
    // Button and IconButton show, but a plain ButtonBase (the camera's viewfinder, the chosen
    // photo, the thumbnails) showed nothing at all. Dark, so it also stands out from the primary
    // outline that marks the selected thumbnail.
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid #0f172a', outlineOffset: 2 } } },
    },
    // Large touch targets for one-handed phone use.
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { minHeight: 44 } } },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
  },
});
