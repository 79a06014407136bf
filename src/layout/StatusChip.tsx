import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';

export type StatusTone = 'success' | 'warning' | 'error' | 'unknown';

const ICONS = {
  success: CheckCircleOutlinedIcon,
  warning: WarningAmberIcon,
  error: ErrorOutlinedIcon,
  unknown: HelpOutlinedIcon,
} as const;

/**
 * A status as text plus a coloured icon. The text keeps the normal text colour: the brand's
 * light status colours do not reach 4.5:1 as text, and colour is never the only signal anyway.
 */
export function StatusChip({ tone, label }: { tone: StatusTone; label: string }) {
  const Icon = ICONS[tone];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<Icon aria-hidden color={tone === 'unknown' ? 'action' : tone} />}
      label={label}
    />
  );
}
