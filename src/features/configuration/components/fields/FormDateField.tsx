import type { FieldPath, FieldValues } from 'react-hook-form';
import { formatCalendarDay, parseCalendarDay } from '../../calendarDayText';
import { FormLocalizedTextField, type LocalizedText } from './FormLocalizedTextField';

const DAY: LocalizedText = {
  format: formatCalendarDay,
  parse: parseCalendarDay,
  example: '2026-12-25',
};

/** A calendar day (`yyyy-MM-dd`) written and read in the interface language: "25.12.2026". */
export function FormDateField<T extends FieldValues>(props: {
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}) {
  return <FormLocalizedTextField<T> {...props} text={DAY} sx={{ width: { sm: 160 } }} />;
}
