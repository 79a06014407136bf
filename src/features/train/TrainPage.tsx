import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../layout/EmptyState';
import { PageContainer } from '../../layout/PageContainer';
import { SectionNav } from '../../layout/SectionNav';
import { hasPermission, useMe } from '../../lib/query';
import { CreateIntentDialog } from './intents/CreateIntentDialog';
import { IntentsSection } from './intents/IntentsSection';
import { InboxSection } from './inbox/InboxSection';
import { ModelsSection } from './models/ModelsSection';
import { TRAIN_SECTIONS, trainSectionOf, type TrainSectionId } from './trainSections';

const SECTIONS: Record<TrainSectionId, ReactNode> = {
  intents: <IntentsSection />,
  models: <ModelsSection />,
  inbox: <InboxSection />,
};

/**
 * The Training area: the intents the bots understand with their examples in every enabled
 * language (/train), the models trained from them (/train/models), and the inbox of what
 * callers said that the bots did not understand (/train/inbox). Everyone with `nlu.read`
 * reads; `nlu.edit` changes intents; `bots.train` trains and activates models.
 */
export default function TrainPage() {
  const { t } = useTranslation();
  const section = trainSectionOf(useParams().section);
  const { data: me } = useMe();
  const canEdit = hasPermission(me, 'nlu.edit');
  const [creating, setCreating] = useState(false);
  const content = section && SECTIONS[section];
  return (
    <PageContainer
      title={t('train.title')}
      actions={
        canEdit &&
        section === 'intents' && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('train.intents.create')}
          </Button>
        )
      }
    >
      <SectionNav
        labelKey="train.sections.label"
        sections={TRAIN_SECTIONS}
        current={section ?? 'intents'}
      />
      {content ?? <EmptyState message={t('train.sections.unknown')} />}
      {canEdit && <CreateIntentDialog open={creating} onClose={() => setCreating(false)} />}
    </PageContainer>
  );
}
