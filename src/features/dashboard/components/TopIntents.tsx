import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SECTION_TITLE_KEYS } from './sectionTitles';
import type { IntentCount } from '../../../lib/api-client/schema';
import { SectionCard } from '../../../layout/SectionCard';
import { DataTable } from './DataTable';
import type { Format } from '../../../lib/format';

export interface TopIntentsProps {
  intents: IntentCount[];
  format: Format;
}

/** The most frequent intents, most frequent first (the server's order). */
export function TopIntents({ intents, format }: TopIntentsProps) {
  const { t } = useTranslation();
  const title = t(SECTION_TITLE_KEYS.intents);
  return (
    <SectionCard dense title={title}>
      {intents.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.intents.empty')}</Typography>
      ) : (
        <DataTable
          label={title}
          columns={[
            { label: t('dashboard.intents.intent') },
            { label: t('dashboard.intents.conversations'), numeric: true },
          ]}
          rows={intents.map((item) => ({
            key: item.intent,
            // Intent names are identifiers from the bot's model, shown as they are.
            cells: [item.intent, format.number(item.count)],
          }))}
        />
      )}
    </SectionCard>
  );
}
