/** One-path inline SVG icons for every app (no icon package in any bundle); decorative. */
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

export function svgIcon(path: string, name: string) {
  function Icon(props: SvgIconProps) {
    return (
      <SvgIcon aria-hidden focusable={false} {...props}>
        <path d={path} />
      </SvgIcon>
    );
  }
  Icon.displayName = name;
  return Icon;
}
