import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../layout/EmptyState';
import { PageContainer } from '../../layout/PageContainer';
import { ApiKeysSection } from './apiKeys/ApiKeysSection';
import { BuildInfoSection } from './build/BuildInfoSection';
import { HealthSection } from './health/HealthSection';
import { LogsSection } from './logs/LogsSection';
import { SectionNav } from '../../layout/SectionNav';
import { TECH_SECTIONS, sectionOf, type TechSectionId } from './techSections';
import { WebhooksSection } from './webhooks/WebhooksSection';

const SECTIONS: Record<TechSectionId, ReactNode> = {
  health: <HealthSection />,
  logs: <LogsSection />,
  webhooks: <WebhooksSection />,
  'api-keys': <ApiKeysSection />,
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
      <SectionNav
        labelKey="tech.sections.label"
        sections={TECH_SECTIONS}
        current={section ?? 'health'}
      />
      {content ?? <EmptyState message={t('tech.sections.unknown')} />}
    </PageContainer>
  );
}
