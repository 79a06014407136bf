import Typography from '@mui/material/Typography';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { FlowNode } from '../../../lib/api-client/schema';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { formResolver } from '../../../lib/forms/formResolver';
import { FormSelect } from '../../../lib/forms/fields/FormSelect';
import { NODE_TYPE_LABEL_KEYS } from '../labels';
import { hasInput, nodeOutputs } from '../model/nodeOutputs';
import { freeOutput, type FlowGraph } from './graph';
import type { NodeText } from './useNodeText';

interface ConnectValues {
  /** 'next' for the single output. */
  output: string;
  target: string;
}

const schema = z.object({
  output: z.string().check(z.minLength(1, 'required')),
  target: z.string().check(z.minLength(1, 'required')),
});

const NEXT = 'next';

export interface ConnectDialogProps {
  source: FlowNode;
  graph: FlowGraph;
  text: NodeText;
  onConnect: (handle: string | null, target: string) => void;
  onClose: () => void;
}

/** Wiring without a mouse: one of the step's outputs to another step. Render it only when open. */
export function ConnectDialog({ source, graph, text, onConnect, onClose }: ConnectDialogProps) {
  const { t } = useTranslation();
  const outputs = nodeOutputs(source);
  const first = freeOutput(graph, source) ?? outputs[0];
  const form = useForm<ConnectValues>({
    defaultValues: { output: first === undefined ? '' : (first ?? NEXT), target: '' },
    resolver: formResolver(schema),
  });
  const targets = graph.nodes
    .filter((node) => node.id !== source.id && hasInput(node.type))
    .map((node) => ({
      value: node.id,
      label: `${text.title(node)} (${t(NODE_TYPE_LABEL_KEYS[node.type])})`,
    }));
  const submit = form.handleSubmit(({ output, target }) => {
    onConnect(output === NEXT ? null : output, target);
    onClose();
  });
  return (
    <FormDialog
      open
      title={t('flows.editor.connectDialog.title', { name: text.title(source) })}
      submitLabel={t('flows.editor.connectDialog.submit')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <FormProvider {...form}>
        {outputs.length === 0 ? (
          <Typography>{t('flows.editor.connectDialog.none')}</Typography>
        ) : (
          <>
            <FormSelect<ConnectValues>
              name="output"
              label={t('flows.editor.connectDialog.output')}
              options={outputs.map((handle) => ({
                value: handle ?? NEXT,
                label: text.outputLabel(source, handle),
              }))}
            />
            <FormSelect<ConnectValues>
              name="target"
              label={t('flows.editor.connectDialog.target')}
              options={targets}
            />
          </>
        )}
      </FormProvider>
    </FormDialog>
  );
}
