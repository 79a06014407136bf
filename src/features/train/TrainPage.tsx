import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../layout/EmptyState';
import { PageContainer } from '../../layout/PageContainer';
import { SectionNav } from '../../layout/SectionNav';
import { useLanguage } from '../../i18n/useLanguage';
import { hasPermission, useMe } from '../../lib/query';
import { ExportDialog } from './data/ExportDialog';
import { ImportDialog } from './data/ImportDialog';
import { CreateIntentDialog } from './intents/CreateIntentDialog';
import { IntentsSection } from './intents/IntentsSection';
import { EntitiesSection } from './entities/EntitiesSection';
import { InboxSection } from './inbox/InboxSection';
import { ModelsSection } from './models/ModelsSection';
import { TRAIN_SECTIONS, trainSectionOf, type TrainSectionId } from './trainSections';

const SECTIONS: Record<TrainSectionId, ReactNode> = {
  intents: <IntentsSection />,
  entities: <EntitiesSection />,
  models: <ModelsSection />,
  inbox: <InboxSection />,
};

/**
 * The Training area: the intents the bots understand with their examples in every enabled
 * language (/train), the entities they tag (/train/entities), the models trained from them
 * (/train/models), and the inbox of what callers said that the bots did not understand
 * (/train/inbox). Everyone with `nlu.read` reads; `nlu.edit` changes intents and entities;
 * `bots.train` trains and activates models.
 */
export default function TrainPage() {
  const { t } = useTranslation();
  const section = trainSectionOf(useParams().section);
  const { data: me } = useMe();
  const canEdit = hasPermission(me, 'nlu.edit');
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<'import' | 'export'>();
  const { language } = useLanguage();
  const content = section && SECTIONS[section];
  return (
    <PageContainer
      title={t('train.title')}
      actions={
        section === 'intents' && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button startIcon={<FileDownloadIcon />} onClick={() => setDialog('export')}>
              {t('train.export.open')}
            </Button>
            {canEdit && (
              <Button startIcon={<UploadFileIcon />} onClick={() => setDialog('import')}>
                {t('train.import.open')}
              </Button>
            )}
            {canEdit && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                {t('train.intents.create')}
              </Button>
            )}
          </Stack>
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
      {canEdit && dialog === 'import' && (
        <ImportDialog open onClose={() => setDialog(undefined)} language={language} />
      )}
      {dialog === 'export' && (
        <ExportDialog open onClose={() => setDialog(undefined)} language={language} />
      )}
    </PageContainer>
  );
}
