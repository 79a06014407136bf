import {
  FLOW_TEST_RUN_START_LIMITS,
  FLOW_TEST_TAG_LIMITS,
} from '../../../../lib/api-client/schema';
import { param } from '../../../../lib/list-page/listParams';
import type { ListDefinition } from '../../../../lib/list-page/listState';

/** ?bot=&tag= : the bot whose tests are shown (as toFlowTests writes it) and one suite of them. */
export interface FlowTestsState {
  /** '' until chosen: the first bot is shown then. */
  bot: string;
  /** A suite (a tag of the bot's tests); '' for all of the bot's tests. */
  tag: string;
}

export const FLOW_TESTS_LIST: ListDefinition<FlowTestsState> = {
  params: {
    // Ids and names, not text to search: one too long to be real is ignored rather than cut.
    bot: param.text({ maxLength: FLOW_TEST_RUN_START_LIMITS.botId.maxLength, dropTooLong: true }),
    tag: param.text({ maxLength: FLOW_TEST_TAG_LIMITS.maxLength, dropTooLong: true }),
  },
  history: 'push',
};
