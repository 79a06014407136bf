import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { InboxItem } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { toIntent } from '../routes';
import type { InboxDecision } from '../api/inbox';
import { toConversation } from '../../incoming/routes';

export interface InboxCardProps {
  item: InboxItem;
  /** Those with `nlu.edit` decide; others read. */
  canDecide: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDecide: (decision: InboxDecision) => void;
  /** "Another intent…": the person picks one. */
  onAssignOther: () => void;
  busy: boolean;
}

/**
 * One sentence the bots did not understand: how often and when it was heard, where (its latest
 * conversations), and the intents the active model comes closest to, each a one-click
 * assignment; or another intent, or ignore. An ignored sentence can be reopened.
 */
export function InboxCard(props: InboxCardProps) {
  const { item, canDecide, selected, onSelect, onDecide, onAssignOther, busy } = props;
  const { t } = useTranslation();
  const format = useFormat();
  const open = item.status === 'open';
  return (
    <Stack
      component="li"
      direction="row"
      sx={{ gap: 1, py: 1.5, px: { xs: 1, sm: 2 }, borderTop: 1, borderColor: 'divider' }}
    >
      {canDecide && open && (
        <Checkbox
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('train.inbox.select', { text: item.text }) } }}
          sx={{ alignSelf: 'flex-start', mt: -0.5 }}
        />
      )}
      <Stack sx={{ gap: 0.75, minWidth: 0, flex: 1 }}>
        <Typography
          component="h3"
          variant="subtitle1"
          lang={item.language}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {item.text}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('train.inbox.heard', {
            count: item.count,
            language: format.languageName(item.language),
            first: format.date(item.firstSeen),
            last: format.date(item.lastSeen),
          })}
        </Typography>
        {item.conversationIds.length > 0 && (
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="body2">{t('train.inbox.conversations')}</Typography>
            {item.conversationIds.map((id, index) => (
              <Link key={id} component={RouterLink} to={toConversation(id)}>
                <Typography variant="body2" component="span">
                  {t('train.inbox.conversation', { number: index + 1 })}
                </Typography>
              </Link>
            ))}
          </Stack>
        )}
        {item.status === 'assigned' && item.intent && (
          <Typography variant="body2">
            {t('train.inbox.assignedTo')}{' '}
            <Link component={RouterLink} to={toIntent(item.intent.intentId)}>
              {item.intent.name}
            </Link>
          </Typography>
        )}
        {canDecide && open && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {item.suggestions.map((suggestion) => (
              <Button
                key={suggestion.intentId}
                size="small"
                variant="outlined"
                disabled={busy}
                aria-label={t('train.inbox.assignTo', { name: suggestion.name })}
                onClick={() => onDecide({ status: 'assigned', intentId: suggestion.intentId })}
              >
                {t('train.inbox.suggestion', {
                  name: suggestion.name,
                  confidence: format.percent(suggestion.confidence),
                })}
              </Button>
            ))}
            <Button size="small" disabled={busy} onClick={onAssignOther}>
              {t('train.inbox.assignOther')}
            </Button>
            <Button
              size="small"
              color="inherit"
              disabled={busy}
              onClick={() => onDecide({ status: 'ignored' })}
            >
              {t('train.inbox.ignore')}
            </Button>
          </Stack>
        )}
        {canDecide && item.status === 'ignored' && (
          <Button
            size="small"
            disabled={busy}
            onClick={() => onDecide({ status: 'open' })}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('train.inbox.reopen')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
