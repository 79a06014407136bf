import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { TimeoutError, validated } from '../../../lib/api-client/apiErrors';
import {
  TRAINING_DATA_FORMAT_VALUES,
  type ImportRequest,
  type Language,
  type TrainingDataFormat,
} from '../../../lib/api-client/schema';
import { ImportReportSchema } from '../../../lib/api-client/schemas/train';
import { downloadTextFile } from '../../../lib/csv/downloadFile';
import { intentKeys } from './intents';

export const FORMATS = TRAINING_DATA_FORMAT_VALUES;

const FILES: Record<TrainingDataFormat, { extension: string; type: string }> = {
  csv: { extension: 'csv', type: 'text/csv' },
  json: { extension: 'json', type: 'application/json' },
  'rasa-yaml': { extension: 'yml', type: 'application/yaml' },
};

/** The format a file's name suggests (what the file picker shows first). */
export function formatOfFile(name: string): TrainingDataFormat | undefined {
  const extension = name.toLowerCase().split('.').pop();
  if (extension === 'csv') return 'csv';
  if (extension === 'json') return 'json';
  if (extension === 'yml' || extension === 'yaml') return 'rasa-yaml';
  return undefined;
}

/** A dry run or the real import; an applied one changes the intents, which are read again. */
export const useImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) =>
      validated('nlu/imports', ImportReportSchema, apiClient.post('nlu/imports', request)),
    onSuccess: (report) =>
      report.applied ? queryClient.invalidateQueries({ queryKey: intentKeys.all }) : undefined,
  });
};

/** Downloads one language's examples in a format, named for both. */
export async function exportTrainingData(
  format: TrainingDataFormat,
  language: Language,
): Promise<void> {
  const text = await apiClient.getText('nlu/exports', { format, language });
  if (text === undefined) throw new TimeoutError('nlu/exports');
  const { extension, type } = FILES[format];
  downloadTextFile(text, `training-${language}.${extension}`, type);
}
