import { sectionAt } from '../../layout/sectionAt';
import { INBOX_PATH, MODELS_PATH, TRAIN_PATH } from './routes';

/** The Training area's sections, each at its own address below /train. */
export const TRAIN_SECTIONS = [
  { id: 'intents', path: TRAIN_PATH, labelKey: 'train.sections.intents' },
  { id: 'entities', path: `${TRAIN_PATH}/entities`, labelKey: 'train.sections.entities' },
  { id: 'models', path: MODELS_PATH, labelKey: 'train.sections.models' },
  { id: 'inbox', path: INBOX_PATH, labelKey: 'train.sections.inbox' },
] as const;

export type TrainSectionId = (typeof TRAIN_SECTIONS)[number]['id'];

/** The section an address names: none is Intents; an unknown one is undefined (not found). */
export const trainSectionOf = (param: string | undefined) => sectionAt(TRAIN_SECTIONS, param);
