import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { Flow } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { useMe } from '../../../lib/query';

/**
 * Warns that the draft holds changes a colleague saved and nobody published yet ("7 unpublished
 * changes by Dana Fischer and Lee Wong since v12"), so publishing does not put their work live
 * unseen. Nothing while the changes are the signed-in person's own, or before /me is known.
 */
export function UnpublishedChangesBanner({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: me } = useMe();
  const { count, authors } = flow.unpublishedChanges;
  const byOthers = me !== undefined && authors.some((author) => author !== me.name);
  if (count === 0 || !byOthers) return null;
  // Every author is named, the signed-in person too: the count includes their saves.
  const names = format.list(authors);
  return (
    <Alert severity="info" role="status">
      {flow.publishedVersion === null
        ? t('flows.versions.banner.neverPublished', { count, names })
        : t('flows.versions.banner.sincePublished', {
            count,
            names,
            version: flow.publishedVersion,
          })}
    </Alert>
  );
}
