import PsychologyOutlinedIcon from '@mui/icons-material/PsychologyOutlined';
import type { Language } from '../../lib/api-client/schema';
import { pageRoute, type PortalArea } from '../../lib/routing';

/** The training area's addresses. */
export const TRAIN_PATH = '/train';
export const toIntent = (id: string) => `${TRAIN_PATH}/intents/${encodeURIComponent(id)}`;
export const MODELS_PATH = `${TRAIN_PATH}/models`;
/** A model's figures per intent and its confusion matrix. */
export const toModelReport = (id: string) => `${MODELS_PATH}/${encodeURIComponent(id)}`;
export const INBOX_PATH = `${TRAIN_PATH}/inbox`;

/**
 * The training inbox filtered to one sentence the bots did not understand, where it can be
 * assigned to an intent ("Add to training" on the Dashboard and in a transcript). The inbox keeps
 * the contract's 200 characters of search.
 */
export function toTrainingInbox(
  text: string,
  language: Language,
  period: '7d' | '30d' | '90d' = '90d',
): string {
  const params = new URLSearchParams({ q: text.trim().slice(0, 200), language, period });
  return `${INBOX_PATH}?${params.toString()}`;
}

export const trainArea: PortalArea = {
  id: 'train',
  path: TRAIN_PATH,
  labelKey: 'train.title',
  icon: PsychologyOutlinedIcon,
  routes: (queryClient) => {
    const trainPage = { page: () => import('./TrainPage'), chunk: 'train' };
    const reads = () => import('./firstScreenReads');
    return [
      pageRoute({ path: TRAIN_PATH, ...trainPage, reads, queryClient }),
      pageRoute({
        path: `${TRAIN_PATH}/intents/:id`,
        page: () => import('./IntentPage'),
        chunk: 'train-intent',
        queryClient,
      }),
      pageRoute({
        path: `${MODELS_PATH}/:id`,
        page: () => import('./models/ModelReportPage'),
        chunk: 'train-model-report',
        queryClient,
      }),
      // The area's sections (intents, entities, models, inbox) are tabs of its page.
      pageRoute({ path: `${TRAIN_PATH}/:section`, ...trainPage, reads, queryClient }),
    ];
  },
};
