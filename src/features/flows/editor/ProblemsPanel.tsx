import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FlowNode, FlowProblem } from '../../../lib/api-client/schema';
import { LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import { EXPRESSION_FAULT_KEYS, SSML_FAULT_KEYS, PROBLEM_LABEL_KEYS } from '../labels';
import { lineAndColumn } from '../model/textPosition';
import type { NodeText } from './useNodeText';

export interface ProblemsPanelProps {
  problems: readonly FlowProblem[];
  nodes: readonly FlowNode[];
  text: NodeText;
  /** Select and centre the problem's step. */
  onShow: (nodeId: string) => void;
}

/** What keeps the flow from running well, found while editing; each leads to its step. */
export function ProblemsPanel({ problems, nodes, text, onShow }: ProblemsPanelProps) {
  const { t } = useTranslation();
  if (problems.length === 0) {
    return <Typography variant="body2">{t('flows.editor.problems.none')}</Typography>;
  }
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const message = (problem: FlowProblem, node: FlowNode | undefined) =>
    t(PROBLEM_LABEL_KEYS[problem.code], {
      output:
        node && problem.handle !== undefined
          ? text.outputLabel(node, problem.handle === 'next' ? null : problem.handle)
          : (problem.handle ?? ''),
      slot: problem.slot ?? '',
      language: problem.language ? t(LANGUAGE_LABEL_KEYS[problem.language]) : '',
      rule: (node?.data.rules?.findIndex((rule) => rule.id === problem.rule) ?? -1) + 1,
      position: (problem.position ?? 0) + 1,
      mapping: (problem.mapping ?? 0) + 1,
      ...lineAndColumn(node?.data.body ?? '', problem.position ?? 0),
      reason: problem.fault
        ? t(EXPRESSION_FAULT_KEYS[problem.fault], { name: problem.slot ?? '' })
        : problem.markup
          ? t(SSML_FAULT_KEYS[problem.markup])
          : '',
      field: problem.field ? t(`flows.translations.groups.${problem.field}`) : '',
    });
  return (
    <List dense disablePadding>
      {problems.map((problem, index) => {
        const node = problem.nodeId ? byId.get(problem.nodeId) : undefined;
        const severity = t(`flows.editor.problems.${problem.severity}`);
        const icon =
          problem.severity === 'error' ? (
            <ErrorIcon color="error" fontSize="small" />
          ) : (
            <WarningIcon color="warning" fontSize="small" />
          );
        const body = (
          <>
            <ListItemIcon sx={{ minWidth: 32 }}>{icon}</ListItemIcon>
            <ListItemText
              primary={message(problem, node)}
              secondary={node ? text.title(node) : undefined}
            />
          </>
        );
        const key = `${problem.code}-${problem.nodeId ?? ''}-${problem.handle ?? problem.slot ?? problem.language ?? index}`;
        return (
          <ListItem key={key} disablePadding>
            {node ? (
              <ListItemButton
                onClick={() => onShow(node.id)}
                aria-label={t('flows.editor.problems.show', {
                  severity,
                  name: text.title(node),
                  message: message(problem, node),
                })}
              >
                {body}
              </ListItemButton>
            ) : (
              <Box sx={{ display: 'flex', px: 2, py: 0.5 }}>{body}</Box>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
