import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../layout/SectionCard';
import { useFormat } from '../../../lib/format';
import { QueryStates } from '../../../lib/query/QueryStates';
import { notify } from '../../../lib/notifications';
import { hasPermission, useMe } from '../../../lib/query';
import { toIntent } from '../routes';
import { modelQueries, useUnpinSentence } from '../api/models';

/** The pinned test sentences: each must keep its intent when another model is activated. */
export function PinnedSentences() {
  const { t } = useTranslation();
  const format = useFormat();
  const sentences = useQuery(modelQueries.testSentences());
  const { data: me } = useMe();
  const canEdit = hasPermission(me, 'nlu.edit');
  const unpin = useUnpinSentence();

  return (
    <SectionCard title={t('train.tests.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('train.tests.explain')}
      </Typography>
      <QueryStates
        query={sentences}
        isEmpty={(data) => data.items.length === 0}
        emptyMessage={t('train.tests.empty')}
      >
        {({ items }) => (
          <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none', gap: 1 }}>
            {items.map((sentence) => (
              <Stack
                component="li"
                key={sentence.id}
                direction="row"
                sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Stack sx={{ minWidth: 0 }}>
                  <Typography lang={sentence.language} sx={{ overflowWrap: 'anywhere' }}>
                    {sentence.text}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {format.languageName(sentence.language)} ·{' '}
                    <Link component={RouterLink} to={toIntent(sentence.intent.intentId)}>
                      {sentence.intent.name}
                    </Link>
                  </Typography>
                </Stack>
                {canEdit && (
                  <IconButton
                    aria-label={t('train.tests.unpin', { text: sentence.text })}
                    disabled={unpin.isPending}
                    onClick={() =>
                      unpin.mutate(sentence.id, {
                        onSuccess: () =>
                          notify({ message: t('train.tests.unpinned'), severity: 'success' }),
                      })
                    }
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </QueryStates>
    </SectionCard>
  );
}
