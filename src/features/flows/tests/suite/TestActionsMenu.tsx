import { useTranslation } from 'react-i18next';
import type { FlowTest } from '../../../../lib/api-client/schema';
import { RowActionsMenu } from '../../../../lib/list-page/RowActionsMenu';

export interface TestActions {
  onToggle: (test: FlowTest) => void;
  onDuplicate: (test: FlowTest) => void;
  onDelete: (test: FlowTest) => void;
}

/** "More actions" for one test: enable or disable it, duplicate it, delete it (after a question). */
export function TestActionsMenu({
  test,
  onToggle,
  onDuplicate,
  onDelete,
}: TestActions & { test: FlowTest }) {
  const { t } = useTranslation();
  return (
    <RowActionsMenu
      id={`flow-test-actions-${test.id}`}
      label={t('flows.tests.actions.menu', { name: test.name })}
      actions={[
        {
          label: t(test.enabled ? 'flows.tests.actions.disable' : 'flows.tests.actions.enable'),
          run: () => onToggle(test),
        },
        { label: t('flows.tests.actions.duplicate'), run: () => onDuplicate(test) },
        { label: t('flows.tests.actions.delete'), run: () => onDelete(test), destructive: true },
      ]}
    />
  );
}
