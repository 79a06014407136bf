import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Activity } from '../../../lib/api-client/schema';
import { ACTIVITY_KIND_KEYS } from '../activityKinds';
import { activityLink } from '../activityLink';
import { useFormat } from '../../../lib/format';

/** What happened (translated), to what (data, never translated), by whom and when. */
export function ActivityItem({ activity, now }: { activity: Activity; now: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const who = activity.actor
    ? t('homepage.activity.by', { actor: activity.actor })
    : t('homepage.activity.system');
  const link = activityLink(activity);
  const kind = t(ACTIVITY_KIND_KEYS[activity.kind]);
  const what = (
    <>
      {kind}
      {': '}
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {activity.subject}
      </Typography>
    </>
  );
  return (
    <ListItem divider disableGutters>
      <ListItemText
        primary={
          link ? (
            // The event itself is the link to where one acts on it. Its name carries the exact
            // moment too: handovers of one bot read alike but lead to different conversations.
            <Link
              component={RouterLink}
              to={link}
              aria-label={t('homepage.activity.linkName', {
                event: kind,
                subject: activity.subject,
                time: format.dateTime(activity.at),
              })}
            >
              {what}
            </Link>
          ) : (
            what
          )
        }
        secondary={
          <>
            <time dateTime={activity.at} title={format.dateTime(activity.at)}>
              {format.relativeTime(activity.at, now)}
            </time>
            {' · '}
            {who}
          </>
        }
      />
    </ListItem>
  );
}
