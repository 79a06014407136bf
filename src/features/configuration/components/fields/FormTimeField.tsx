import type { FieldPath, FieldValues } from 'react-hook-form';
import { formatTimeOfDay, parseTimeOfDay } from '../../timeOfDayText';
import { FormLocalizedTextField, type LocalizedText } from './FormLocalizedTextField';

const TIME: LocalizedText = { format: formatTimeOfDay, parse: parseTimeOfDay, example: '17:30' };

/** A time of day (`HH:mm`) written and read in the interface language: "17:30", "5:30 PM". */
export function FormTimeField<T extends FieldValues>(props: {
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}) {
  return <FormLocalizedTextField<T> {...props} text={TIME} sx={{ width: { sm: 140 } }} />;
}
