import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import PsychologyOutlinedIcon from '@mui/icons-material/PsychologyOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import type { AreaNavItem } from '../layout/types';

export const AREA_IDS = [
  'homepage',
  'dashboard',
  'flows',
  'train',
  'incoming',
  'configuration',
  'tech',
  'users',
  'account',
  'support',
] as const;

export type AreaId = (typeof AREA_IDS)[number];

/** Each area's name doubles as its page title, so the nav label and the h1 always agree. */
export type AreaLabelKey = `${AreaId}.title`;

export interface Area extends AreaNavItem {
  id: AreaId;
  labelKey: AreaLabelKey;
}

/** The portal's areas in navigation order (spec §1). */
export const AREAS: Area[] = [
  { id: 'homepage', path: '/', labelKey: 'homepage.title', icon: HomeOutlinedIcon },
  { id: 'dashboard', path: '/dashboard', labelKey: 'dashboard.title', icon: DashboardOutlinedIcon },
  { id: 'flows', path: '/flows', labelKey: 'flows.title', icon: AccountTreeOutlinedIcon },
  { id: 'train', path: '/train', labelKey: 'train.title', icon: PsychologyOutlinedIcon },
  { id: 'incoming', path: '/incoming', labelKey: 'incoming.title', icon: MoveToInboxOutlinedIcon },
  {
    id: 'configuration',
    path: '/configuration',
    labelKey: 'configuration.title',
    icon: SettingsOutlinedIcon,
  },
  { id: 'tech', path: '/tech', labelKey: 'tech.title', icon: BuildOutlinedIcon },
  { id: 'users', path: '/users', labelKey: 'users.title', icon: PeopleOutlinedIcon },
  { id: 'account', path: '/account', labelKey: 'account.title', icon: AccountCircleOutlinedIcon },
  { id: 'support', path: '/support', labelKey: 'support.title', icon: SupportAgentOutlinedIcon },
];
