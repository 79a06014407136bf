import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FlowSummary } from '../../../lib/api-client/schema';
import { FlowActionsMenu } from './FlowActionsMenu';
import { toFlow } from '../routes';
import type { FlowsListProps } from './FlowsList';
import { FlowStatusChip } from './FlowStatusChip';
import { useUpdatedText } from './useUpdatedText';

type FlowCardProps = Pick<FlowsListProps, 'botName' | 'canEdit' | 'onDuplicate' | 'onDelete'> & {
  flow: FlowSummary;
};

/** One flow at phone width: its name (the link to the editor), bot, status and the actions. */
export function FlowCard({ flow, botName, canEdit, onDuplicate, onDelete }: FlowCardProps) {
  const { t } = useTranslation();
  const updatedText = useUpdatedText();
  return (
    <ListItem divider sx={{ display: 'block', px: 2, py: 1.5 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={toFlow(flow.id)}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {flow.name}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {botName(flow.botId)}
          </Typography>
        </Box>
        {canEdit && <FlowActionsMenu flow={flow} onDuplicate={onDuplicate} onDelete={onDelete} />}
      </Stack>
      <Stack direction="row" sx={{ mt: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <FlowStatusChip status={flow.status} />
        <Typography variant="body2">
          {flow.publishedVersion === null
            ? t('flows.list.notPublished')
            : t('flows.list.card.published', { version: flow.publishedVersion })}
        </Typography>
        <Typography variant="body2">
          {t('flows.list.card.problems', { count: flow.problems })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('flows.list.card.updated', { when: updatedText(flow) })}
      </Typography>
    </ListItem>
  );
}
