import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { ParseKeys } from 'i18next';

/** One entry of the main navigation; the app supplies the list (src/app/areas.ts). */
export interface AreaNavItem {
  id: string;
  path: string;
  /** Translation key of the area's name, checked against en-US.json. */
  labelKey: ParseKeys;
  icon: ComponentType<SvgIconProps>;
}
