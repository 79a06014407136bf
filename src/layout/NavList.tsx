import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { AreaNavItem } from './types';
import { visuallyHidden } from './visuallyHidden';

interface NavListProps {
  areas: AreaNavItem[];
  /** Icons only: each name stays the link's text for screen readers and shows on hover. */
  compact?: boolean;
  onNavigate?: () => void;
}

/** The area links; NavLink marks the current one with aria-current="page" and `.active`. */
export function NavList({ areas, compact = false, onNavigate }: NavListProps) {
  const { t } = useTranslation();
  return (
    <List>
      {areas.map(({ id, path, labelKey, icon: Icon }) => (
        <ListItem key={id} disablePadding>
          <Tooltip
            title={compact ? t(labelKey) : ''}
            placement="right"
            // The link's own text names it; the tooltip only shows it.
            describeChild
          >
            <ListItemButton
              component={NavLink}
              to={path}
              end={path === '/'}
              onClick={onNavigate}
              sx={{
                mx: 1,
                borderRadius: 2,
                borderLeft: 4,
                borderColor: 'transparent',
                '&.active': {
                  bgcolor: 'primary.lighter',
                  borderColor: 'primary.dark',
                  fontWeight: 700,
                  '& .MuiListItemIcon-root': { color: 'primary.dark' },
                },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon aria-hidden />
              </ListItemIcon>
              <ListItemText
                primary={t(labelKey)}
                style={compact ? visuallyHidden : undefined}
                slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
              />
            </ListItemButton>
          </Tooltip>
        </ListItem>
      ))}
    </List>
  );
}
