import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import PsychologyOutlinedIcon from '@mui/icons-material/PsychologyOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';

// Imports flow shared → features → app, so the homepage cannot reuse src/app/areas.ts. The
// labels are the areas' own title keys, so a shortcut always reads like the navigation entry.
export const SHORTCUTS = [
  { path: '/dashboard', labelKey: 'dashboard.title', icon: DashboardOutlinedIcon },
  { path: '/flows', labelKey: 'flows.title', icon: AccountTreeOutlinedIcon },
  { path: '/train', labelKey: 'train.title', icon: PsychologyOutlinedIcon },
  { path: '/incoming', labelKey: 'incoming.title', icon: MoveToInboxOutlinedIcon },
  { path: '/configuration', labelKey: 'configuration.title', icon: SettingsOutlinedIcon },
  { path: '/tech', labelKey: 'tech.title', icon: BuildOutlinedIcon },
  { path: '/users', labelKey: 'users.title', icon: PeopleOutlinedIcon },
  { path: '/account', labelKey: 'account.title', icon: AccountCircleOutlinedIcon },
  { path: '/support', labelKey: 'support.title', icon: SupportAgentOutlinedIcon },
] as const;
