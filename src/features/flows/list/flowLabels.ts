import type { FlowStatus, FlowTemplate } from '../../../lib/api-client/schema';
import type { StatusTone } from '../../../layout/StatusChip';

/**
 * A flow's status as a label and a tone for StatusChip: the one wording of draft / published /
 * unpublished changes wherever a flow's status is shown (the list, the editor's header).
 */
export const FLOW_STATUS = {
  draft: { key: 'flows.status.draft', tone: 'warning' },
  published: { key: 'flows.status.published', tone: 'success' },
  changed: { key: 'flows.status.changed', tone: 'warning' },
} as const satisfies Record<FlowStatus, { key: string; tone: StatusTone }>;

/** What a new flow starts from: its name and a sentence on what it holds. */
export const FLOW_TEMPLATE = {
  blank: { key: 'flows.templates.blank', hintKey: 'flows.templates.blankHint' },
  collectAndConfirm: {
    key: 'flows.templates.collectAndConfirm',
    hintKey: 'flows.templates.collectAndConfirmHint',
  },
  handoverOnRequest: {
    key: 'flows.templates.handoverOnRequest',
    hintKey: 'flows.templates.handoverOnRequestHint',
  },
} as const satisfies Record<FlowTemplate, { key: string; hintKey: string }>;
