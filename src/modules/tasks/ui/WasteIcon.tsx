import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { WasteType } from '../contract';
import { WASTE_ICON_PATHS } from './waste-icons';

/** The waste type's icon (decorative: the text next to it names the type). */
export function WasteIcon({ type, ...props }: { type: WasteType } & SvgIconProps) {
  return (
    <SvgIcon aria-hidden {...props}>
      <path d={WASTE_ICON_PATHS[type] ?? WASTE_ICON_PATHS.general} />
    </SvgIcon>
  );
}
