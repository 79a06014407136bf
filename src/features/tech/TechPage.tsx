import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../layout/EmptyState';
import { PageContainer } from '../../layout/PageContainer';
import { BuildInfoSection } from './build/BuildInfoSection';
import { HealthSection } from './health/HealthSection';
import { LogsSection } from './logs/LogsSection';
import { TechNav } from './TechNav';
import { sectionOf, type TechSectionId } from './techSections';

// Webhooks and API keys follow in the next commits.
const SECTIONS: Partial<Record<TechSectionId, ReactNode>> = {
  health: <HealthSection />,
  logs: <LogsSection />,
  build: <BuildInfoSection />,
};

/**
 * The Technical area: health, logs, webhooks, API keys and build information, each at its own
 * address (/tech, /tech/logs, …). Without `tech.read` every read answers 403, which each section
 * shows as "not allowed".
 */
export default function TechPage() {
  const { t } = useTranslation();
  const { section: param } = useParams();
  const section = sectionOf(param);
  const content = section && SECTIONS[section];
  return (
    <PageContainer title={t('tech.title')}>
      <TechNav current={section ?? 'health'} />
      {content ?? <EmptyState message={t('tech.sections.unknown')} />}
    </PageContainer>
  );
}
