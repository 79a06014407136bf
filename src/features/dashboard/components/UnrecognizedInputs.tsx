import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SECTION_TITLE_KEYS } from './sectionTitles';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { DateRange, UnrecognizedInput } from '../../../lib/api-client/schema';
import { daysIn } from '../../../lib/list-page/dateRange';
import { toTrainingInbox } from '../../train/routes';
import { SectionCard } from '../../../layout/SectionCard';
import { DataTable } from './DataTable';
import type { Format } from '../../../lib/format';

export interface UnrecognizedInputsProps {
  inputs: UnrecognizedInput[];
  /** The dashboard's period, which the training inbox is filtered to as nearly as it can. */
  period: DateRange;
  format: Format;
}

/** The inbox's period (7, 30 or 90 days) that covers the dashboard's. */
function inboxPeriodFor(period: DateRange) {
  const days = daysIn(period);
  return days <= 7 ? '7d' : days <= 30 ? '30d' : '90d';
}

/**
 * What callers said that the bot did not understand, most frequent first; each links to the
 * training inbox filtered to it, where it can be given an intent.
 */
export function UnrecognizedInputs({ inputs, period, format }: UnrecognizedInputsProps) {
  const { t } = useTranslation();
  const title = t(SECTION_TITLE_KEYS.unrecognized);
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
              <>
                <span lang={input.language}>{input.text}</span>
                <br />
                <Link
                  component={RouterLink}
                  to={toTrainingInbox(input.text, input.language, inboxPeriodFor(period))}
                  variant="body2"
                  aria-label={t('dashboard.unrecognized.addToTrainingNamed', { text: input.text })}
                >
                  {t('dashboard.unrecognized.addToTraining')}
                </Link>
              </>,
              format.languageName(input.language),
              format.number(input.count),
            ],
          }))}
        />
      )}
    </SectionCard>
  );
}
