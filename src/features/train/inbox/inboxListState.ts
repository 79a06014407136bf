import { param, type ListDefinition } from '../../../lib/list-page';
import {
  INBOX_STATUS_VALUES,
  LANGUAGE_VALUES,
  type InboxStatus,
  type Language,
} from '../../../lib/api-client/schema';

export const INBOX_PERIODS = ['7d', '30d', '90d'] as const;
export type InboxPeriod = (typeof INBOX_PERIODS)[number];
export const INBOX_STATUSES = INBOX_STATUS_VALUES;
const PAGE_SIZES = [10, 25, 50] as const;

/** ?q=&language=&period=&status=&page= */
export interface InboxListState {
  /** Words within the sentence; '' for none. */
  q: string;
  language: Language | undefined;
  period: InboxPeriod;
  status: InboxStatus;
  page: number;
  pageSize: number;
}

export const INBOX_LIST: ListDefinition<InboxListState> = {
  params: {
    q: param.text({ maxLength: 200 }),
    language: param.oneOf(LANGUAGE_VALUES),
    period: param.oneOf(INBOX_PERIODS, '30d'),
    status: param.oneOf(INBOX_STATUSES, 'open'),
    page: param.page(),
    pageSize: param.pageSize(PAGE_SIZES, 10),
  },
  history: 'replace',
};

export const toInboxParams = (state: InboxListState) => ({
  page: state.page,
  pageSize: state.pageSize,
  period: state.period,
  status: state.status,
  ...(state.language ? { language: state.language } : {}),
  ...(state.q ? { q: state.q } : {}),
});
