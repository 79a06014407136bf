import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../lib/api-client/schema';
import { useDateTimeFormat } from '../../../lib/preferences';
import { ACTIVITY_KIND_KEYS } from '../activityKinds';
import { formatRelativeTime } from '../formatRelativeTime';

/** What happened (translated), to what (data, never translated), by whom and when. */
export function ActivityItem({ activity, now }: { activity: Activity; now: number }) {
  const { t, i18n } = useTranslation();
  const formatDateTime = useDateTimeFormat();
  const who = activity.actor
    ? t('homepage.activity.by', { actor: activity.actor })
    : t('homepage.activity.system');
  return (
    <ListItem divider disableGutters>
      <ListItemText
        primary={
          <>
            {t(ACTIVITY_KIND_KEYS[activity.kind])}
            {': '}
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {activity.subject}
            </Typography>
          </>
        }
        secondary={
          <>
            <time dateTime={activity.at} title={formatDateTime(activity.at)}>
              {formatRelativeTime(activity.at, now, i18n.language)}
            </time>
            {' · '}
            {who}
          </>
        }
      />
    </ListItem>
  );
}
