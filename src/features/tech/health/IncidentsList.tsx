import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import type { IncidentKind } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { componentLabel } from '../../../lib/vocabulary/componentLabel';
import { incidentQueries } from '../api/incidents';
import { QueryStates } from '../../../lib/query/QueryStates';

const KIND_KEYS = {
  elevated_latency: 'tech.incidents.kinds.elevatedLatency',
  elevated_errors: 'tech.incidents.kinds.elevatedErrors',
  outage: 'tech.incidents.kinds.outage',
} as const satisfies Record<IncidentKind, string>;

/** The open incidents: what the platform team is already working on. */
export function IncidentsList() {
  const { t } = useTranslation();
  const format = useFormat();
  const incidents = useQuery({ ...incidentQueries.open(), refetchInterval: 60_000 });
  return (
    <section aria-labelledby="tech-incidents-title">
      <Typography id="tech-incidents-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('tech.incidents.title')}
      </Typography>
      <QueryStates query={incidents} loading={<SectionSkeleton rows={2} height={32} />}>
        {(list) =>
          list.items.length === 0 ? (
            <Typography color="text.secondary">{t('tech.incidents.none')}</Typography>
          ) : (
            <List disablePadding>
              {list.items.map((incident) => (
                <ListItem key={incident.id} divider disableGutters>
                  <ListItemText
                    primary={t('tech.incidents.summary', {
                      kind: t(KIND_KEYS[incident.kind]),
                      name: componentLabel(t, incident.component),
                    })}
                    secondary={t('tech.incidents.since', {
                      when: format.dateTime(incident.startedAt),
                    })}
                  />
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryStates>
    </section>
  );
}
