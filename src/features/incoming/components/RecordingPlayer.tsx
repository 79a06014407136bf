import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../../../lib/query';
import { QueryStates } from '../../../lib/query/QueryStates';

/**
 * The browser's own player for a recording. The audio element cannot send the bearer token, so
 * the recording URL itself is the secret (signed by a real server); the portal therefore shows it
 * only to people whose role may listen (`recordings.listen`).
 */
export function RecordingPlayer({ url }: { url: string }) {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <QueryStates
      query={me}
      loading={<Skeleton variant="rounded" height={54} sx={{ maxWidth: 480 }} />}
    >
      {(person) =>
        hasPermission(person, 'recordings.listen') ? (
          <audio
            controls
            preload="metadata"
            src={url}
            aria-label={t('incoming.detail.recordingLabel')}
            style={{ width: '100%', maxWidth: 480 }}
          />
        ) : (
          <Alert severity="info">{t('incoming.detail.recordingForbidden')}</Alert>
        )
      }
    </QueryStates>
  );
}
