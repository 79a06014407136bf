import List from '@mui/material/List';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../../lib/query/QueryStates';
import { SectionCard } from '../../../layout/SectionCard';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import { useNow } from '../../../lib/time';
import { HOME_ACTIVITY_LIMIT, useActivity } from '../api/activity';
import { ActivityItem } from './ActivityItem';

// "3 minutes ago" only needs to move once a minute.
const RELATIVE_TIME_REFRESH_MS = 60_000;

export function ActivitySection() {
  const { t } = useTranslation();
  const activity = useActivity(HOME_ACTIVITY_LIMIT);
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  return (
    <SectionCard title={t('homepage.activity.title')}>
      <QueryStates
        query={activity}
        loading={<SectionSkeleton rows={5} height={48} />}
        isEmpty={(latest) => latest.items.length === 0}
        emptyMessage={t('homepage.activity.empty')}
      >
        {(latest) => (
          <List disablePadding>
            {latest.items.map((item) => (
              <ActivityItem key={item.id} activity={item} now={now} />
            ))}
          </List>
        )}
      </QueryStates>
    </SectionCard>
  );
}
