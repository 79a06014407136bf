import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { AreaNavItem } from './types';

/**
 * How long the pointer (or keyboard focus) rests on a link before it counts as an intent to
 * follow it: a pointer crossing the list on its way elsewhere starts nothing.
 */
export const NAV_INTENT_DELAY_MS = 100;

interface NavListProps {
  areas: AreaNavItem[];
  onNavigate?: () => void;
  /** A link's area is about to be opened (pointer or focus resting on it): load it meanwhile. */
  onIntent?: (path: string) => void;
}

/** The area links; NavLink marks the current one with aria-current="page" and `.active`. */
export function NavList({ areas, onNavigate, onIntent }: NavListProps) {
  const { t } = useTranslation();
  const intent = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelIntent = () => clearTimeout(intent.current);
  const startIntent = (path: string) => {
    cancelIntent();
    if (onIntent) intent.current = setTimeout(() => onIntent(path), NAV_INTENT_DELAY_MS);
  };
  useEffect(() => cancelIntent, []);
  return (
    <List>
      {areas.map(({ id, path, labelKey, icon: Icon }) => (
        <ListItem key={id} disablePadding>
          <ListItemButton
            component={NavLink}
            to={path}
            end={path === '/'}
            onClick={onNavigate}
            onPointerEnter={() => startIntent(path)}
            onPointerLeave={cancelIntent}
            onFocus={() => startIntent(path)}
            onBlur={cancelIntent}
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
              slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
