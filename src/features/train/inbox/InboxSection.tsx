import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxItem } from '../../../lib/api-client/schema';
import { LANGUAGE_VALUES } from '../../../lib/api-client/schema';
import { CardListPagination, ListSearchField, useListState } from '../../../lib/list-page';
import { QueryStates } from '../../../lib/query/QueryStates';
import { notify } from '../../../lib/notifications';
import { hasPermission, useMe } from '../../../lib/query';
import { LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import { AssignIntentDialog } from './AssignIntentDialog';
import { decisionProblem } from './decisionProblem';
import { InboxCard } from './InboxCard';
import { inboxQueries, useInboxDecision, type InboxDecision } from '../api/inbox';
import { INBOX_LIST, INBOX_PERIODS, INBOX_STATUSES, toInboxParams } from './inboxListState';

const PERIOD_KEYS = {
  '7d': 'common.period.7d',
  '30d': 'common.period.30d',
  '90d': 'common.period.90d',
} as const;

interface Problem {
  text: string;
  reason: string;
}

/**
 * The inbox of what callers said that the bots did not understand: filtered in the address (the
 * Dashboard and transcripts link here pre-filtered), each sentence assigned to an intent (where
 * it becomes an example) or ignored, one by one or several at once.
 */
export function InboxSection() {
  const { t } = useTranslation();
  const { state, set } = useListState(INBOX_LIST);
  const inbox = useQuery(inboxQueries.list(toInboxParams(state)));
  const { data: me } = useMe();
  const canDecide = hasPermission(me, 'nlu.edit');
  const decide = useInboxDecision();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [picking, setPicking] = useState<InboxItem[]>();
  const [problems, setProblems] = useState<Problem[]>([]);
  const items = inbox.data?.items ?? [];
  const chosen = items.filter((item) => selected.has(item.id) && item.status === 'open');

  const run = (targets: InboxItem[], decision: InboxDecision, intentName?: string) => {
    setProblems([]);
    decide.mutate(
      { items: targets, decision },
      {
        onSuccess: (results) => {
          const done = results.filter((result) => result.ok).length;
          setProblems(
            results.flatMap((result) =>
              result.ok
                ? []
                : [{ text: result.item.text, reason: decisionProblem(t, result.error) }],
            ),
          );
          setSelected(new Set());
          setPicking(undefined);
          if (done === 0) return;
          const message =
            decision.status === 'assigned'
              ? t('train.inbox.assigned', { count: done, name: intentName ?? '' })
              : decision.status === 'ignored'
                ? t('train.inbox.ignored', { count: done })
                : t('train.inbox.reopened', { count: done });
          notify({ message, severity: 'success' });
        },
      },
    );
  };
  const toggle = (item: InboxItem, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(item.id);
      else next.delete(item.id);
      return next;
    });
  // Any change of the list but paging starts a new selection.
  const change: typeof set = (patch, options) => {
    setSelected(new Set());
    set(patch, options);
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography color="text.secondary">{t('train.inbox.explain')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
        <ListSearchField
          id="inbox-search"
          value={state.q}
          onSearch={(q) => change({ q }, { replace: true })}
          label={t('train.inbox.search')}
          maxLength={200}
        />
        <TextField
          select
          size="small"
          label={t('train.inbox.period')}
          value={state.period}
          onChange={(event) =>
            change({ period: INBOX_PERIODS.find((value) => value === event.target.value) })
          }
          sx={{ minWidth: 170 }}
        >
          {INBOX_PERIODS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(PERIOD_KEYS[value])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('train.inbox.language')}
          value={state.language ?? ''}
          // "All languages" is shown as chosen, not as an empty field.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) =>
            change({ language: LANGUAGE_VALUES.find((value) => value === event.target.value) })
          }
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">{t('train.inbox.anyLanguage')}</MenuItem>
          {LANGUAGE_VALUES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(LANGUAGE_LABEL_KEYS[value])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('train.inbox.status')}
          value={state.status}
          onChange={(event) =>
            change({ status: INBOX_STATUSES.find((value) => value === event.target.value) })
          }
          sx={{ minWidth: 150 }}
        >
          {INBOX_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`train.inbox.statuses.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {problems.length > 0 && (
        <Alert severity="warning" onClose={() => setProblems([])}>
          <Typography>{t('train.inbox.problems.title', { count: problems.length })}</Typography>
          <Stack component="ul" sx={{ m: 0, pl: 2 }}>
            {problems.map((problem) => (
              <li key={problem.text}>
                {problem.text}: {problem.reason}
              </li>
            ))}
          </Stack>
        </Alert>
      )}

      {canDecide && chosen.length > 0 && (
        <Paper
          variant="outlined"
          role="region"
          aria-label={t('train.inbox.bulk')}
          sx={{ p: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography sx={{ mr: 1 }}>
            {t('train.inbox.selected', { count: chosen.length })}
          </Typography>
          <Button variant="contained" size="small" onClick={() => setPicking(chosen)}>
            {t('train.inbox.assignSelected')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            disabled={decide.isPending}
            onClick={() => run(chosen, { status: 'ignored' })}
          >
            {t('train.inbox.ignoreSelected')}
          </Button>
          <Button size="small" onClick={() => setSelected(new Set())}>
            {t('train.inbox.clearSelection')}
          </Button>
        </Paper>
      )}

      <QueryStates
        query={inbox}
        isEmpty={(data) => data.items.length === 0}
        emptyMessage={t('train.inbox.empty')}
      >
        {(data) => (
          <Paper variant="outlined">
            <Stack
              component="ul"
              aria-label={t('train.inbox.label')}
              aria-busy={inbox.isFetching}
              sx={{ m: 0, p: 0, listStyle: 'none', '& > li:first-of-type': { borderTop: 0 } }}
            >
              {data.items.map((item) => (
                <InboxCard
                  key={item.id}
                  item={item}
                  canDecide={canDecide}
                  selected={selected.has(item.id)}
                  onSelect={(on) => toggle(item, on)}
                  onDecide={(decision) =>
                    run(
                      [item],
                      decision,
                      item.suggestions.find((s) => s.intentId === decision.intentId)?.name,
                    )
                  }
                  onAssignOther={() => setPicking([item])}
                  busy={decide.isPending}
                />
              ))}
            </Stack>
            <CardListPagination
              total={data.total}
              page={state.page}
              pageSize={state.pageSize}
              onPage={(page) => set({ page })}
            />
          </Paper>
        )}
      </QueryStates>

      <AssignIntentDialog
        items={picking}
        busy={decide.isPending}
        onAssign={(intent) =>
          picking && run(picking, { status: 'assigned', intentId: intent.intentId }, intent.name)
        }
        onClose={() => setPicking(undefined)}
      />
    </Stack>
  );
}
