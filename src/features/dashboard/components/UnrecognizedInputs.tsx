import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UnrecognizedInput } from '../../../lib/api-client/schema';
import { SectionCard } from '../../../layout/SectionCard';
import { DataTable } from './DataTable';
import type { Format } from '../../../lib/format';

export interface UnrecognizedInputsProps {
  inputs: UnrecognizedInput[];
  format: Format;
}

/** What callers said that the bot did not understand, most frequent first. */
export function UnrecognizedInputs({ inputs, format }: UnrecognizedInputsProps) {
  const { t } = useTranslation();
  const title = t('dashboard.unrecognized.heading');
  return (
    <SectionCard dense title={title}>
      {inputs.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.unrecognized.empty')}</Typography>
      ) : (
        <DataTable
          label={title}
          columns={[
            { label: t('dashboard.unrecognized.text') },
            // Language names are single words; Japanese ones ("フランス語") would otherwise
            // split anywhere when the callers' words take the row's width.
            { label: t('dashboard.unrecognized.language'), noWrap: true },
            { label: t('dashboard.unrecognized.count'), numeric: true },
          ]}
          rows={inputs.map((input) => ({
            key: `${input.language}\n${input.text}`,
            cells: [
              // The caller's words in the caller's language, so screen readers pronounce them right.
              <span lang={input.language}>{input.text}</span>,
              format.languageName(input.language),
              format.number(input.count),
            ],
          }))}
        />
      )}
    </SectionCard>
  );
}
