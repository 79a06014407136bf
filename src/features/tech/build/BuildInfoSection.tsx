import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../layout/CopyButton';
import { DetailList } from '../../../layout/DetailList';
import { QueryStates } from '../../../lib/query/QueryStates';
import { SectionCard } from '../../../layout/SectionCard';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import { useFormat } from '../../../lib/format';
import { buildInfoQueries } from '../api/buildInfo';
import { buildReport } from './buildReport';

const PORTAL = { version: __APP_VERSION__, builtAt: __BUILD_TIME__ };

/** What runs where, and one button that copies it for a support request. */
export function BuildInfoSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const info = useQuery(buildInfoQueries.current());
  return (
    <SectionCard title={t('tech.build.title')}>
      <QueryStates query={info} loading={<SectionSkeleton rows={6} height={28} />}>
        {(build) => (
          <>
            <DetailList
              details={[
                { id: 'portalVersion', term: t('tech.build.portalVersion'), value: PORTAL.version },
                {
                  id: 'portalBuiltAt',
                  term: t('tech.build.portalBuiltAt'),
                  value: format.dateTime(PORTAL.builtAt),
                },
                { id: 'apiVersion', term: t('tech.build.apiVersion'), value: build.apiVersion },
                {
                  id: 'apiBuiltAt',
                  term: t('tech.build.apiBuiltAt'),
                  value: format.dateTime(build.apiBuiltAt),
                },
                { id: 'nluEngine', term: t('tech.build.nluEngine'), value: build.nluEngine },
                {
                  id: 'speechProviders',
                  term: t('tech.build.speechProviders'),
                  value: format.list(build.speechProviders),
                },
              ]}
            />
            <Box sx={{ mt: 2 }}>
              <CopyButton text={buildReport(PORTAL, build)} label={t('common.copy.forSupport')} />
            </Box>
          </>
        )}
      </QueryStates>
    </SectionCard>
  );
}
