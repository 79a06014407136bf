import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BotConfigSettings, Weekday } from '../../../lib/api-client/schema';
import { useSettingNames } from '../useSettingNames';
import { FormSelect } from '../../../lib/forms/fields/FormSelect';
import { FormSwitch } from '../../../lib/forms/fields/FormSwitch';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { FormDateField } from './fields/FormDateField';
import { FormTimeField } from './fields/FormTimeField';
import { OpenNow } from './OpenNow';

const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const ROW = {
  direction: { xs: 'column', sm: 'row' },
  sx: { gap: 2, alignItems: { sm: 'flex-start' } },
} as const;

/** One list of the hours (ranges, holidays, special days): its heading, rows and Add button. */
function ListSection({
  id,
  title,
  addLabel,
  onAdd,
  readOnly,
  children,
}: {
  id: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
  readOnly: boolean;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} sx={{ gap: 2 }}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1.15rem' }}>
        {title}
      </Typography>
      {children}
      {!readOnly && (
        <Button startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick}>
      <DeleteOutlinedIcon />
    </IconButton>
  );
}

/** A calendar day of the hours' lists. */
function DayField({ name, readOnly }: { name: FieldPath<BotConfigSettings>; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <FormDateField<BotConfigSettings>
      name={name}
      label={t('configuration.fields.businessHours.date')}
      disabled={readOnly}
    />
  );
}

/** Weekly opening hours, holidays, special days and what callers get when it is closed. */
export function HoursTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { weekdayName } = useSettingNames();
  const { control } = useFormContext<BotConfigSettings>();
  const weekly = useFieldArray({ control, name: 'businessHours.weekly' });
  const holidays = useFieldArray({ control, name: 'businessHours.holidays' });
  const overrides = useFieldArray({ control, name: 'businessHours.overrides' });
  const [hours, timeZone, targets, overrideValues] = useWatch({
    control,
    name: ['businessHours', 'timeZone', 'handoverTargets', 'businessHours.overrides'],
  });
  const days = WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day) }));

  return (
    <Stack sx={{ gap: 3, maxWidth: 760 }}>
      <OpenNow hours={hours} timeZone={timeZone} />

      <ListSection
        id="hours-weekly"
        title={t('configuration.fields.businessHours.weekly')}
        addLabel={t('configuration.actions.addRange')}
        onAdd={() => weekly.append({ day: 'mon', from: '08:00', to: '17:00' })}
        readOnly={readOnly}
      >
        {weekly.fields.map((range, index) => (
          <Stack key={range.id} {...ROW}>
            <FormSelect<BotConfigSettings>
              name={`businessHours.weekly.${index}.day`}
              label={t('configuration.fields.businessHours.day')}
              options={days}
              disabled={readOnly}
              sx={{ minWidth: 120 }}
            />
            <FormTimeField<BotConfigSettings>
              name={`businessHours.weekly.${index}.from`}
              label={t('configuration.fields.businessHours.from')}
              disabled={readOnly}
            />
            <FormTimeField<BotConfigSettings>
              name={`businessHours.weekly.${index}.to`}
              label={t('configuration.fields.businessHours.to')}
              disabled={readOnly}
            />
            {!readOnly && (
              <RemoveButton
                label={t('configuration.actions.removeRange', { number: index + 1 })}
                onClick={() => weekly.remove(index)}
              />
            )}
          </Stack>
        ))}
      </ListSection>

      <ListSection
        id="hours-holidays"
        title={t('configuration.fields.businessHours.holidays')}
        addLabel={t('configuration.actions.addHoliday')}
        onAdd={() => holidays.append({ date: '', name: '' })}
        readOnly={readOnly}
      >
        {holidays.fields.map((holiday, index) => (
          <Stack key={holiday.id} {...ROW}>
            <DayField name={`businessHours.holidays.${index}.date`} readOnly={readOnly} />
            <FormTextField<BotConfigSettings>
              name={`businessHours.holidays.${index}.name`}
              label={t('configuration.fields.businessHours.holidayName')}
              disabled={readOnly}
              sx={{ flex: 1 }}
            />
            {!readOnly && (
              <RemoveButton
                label={t('configuration.actions.removeHoliday', { number: index + 1 })}
                onClick={() => holidays.remove(index)}
              />
            )}
          </Stack>
        ))}
      </ListSection>

      <ListSection
        id="hours-overrides"
        title={t('configuration.fields.businessHours.overrides')}
        addLabel={t('configuration.actions.addOverride')}
        onAdd={() => overrides.append({ date: '', closed: true, from: null, to: null })}
        readOnly={readOnly}
      >
        {overrides.fields.map((day, index) => (
          <Stack key={day.id} {...ROW}>
            <DayField name={`businessHours.overrides.${index}.date`} readOnly={readOnly} />
            <FormSwitch<BotConfigSettings>
              name={`businessHours.overrides.${index}.closed`}
              label={t('configuration.fields.businessHours.closed')}
              disabled={readOnly}
            />
            {!overrideValues[index]?.closed && (
              <>
                <FormTimeField<BotConfigSettings>
                  name={`businessHours.overrides.${index}.from`}
                  label={t('configuration.fields.businessHours.from')}
                  disabled={readOnly}
                />
                <FormTimeField<BotConfigSettings>
                  name={`businessHours.overrides.${index}.to`}
                  label={t('configuration.fields.businessHours.to')}
                  disabled={readOnly}
                />
              </>
            )}
            {!readOnly && (
              <RemoveButton
                label={t('configuration.actions.removeOverride', { number: index + 1 })}
                onClick={() => overrides.remove(index)}
              />
            )}
          </Stack>
        ))}
      </ListSection>

      <Stack {...ROW}>
        <FormSelect<BotConfigSettings>
          name="businessHours.whenClosed"
          label={t('configuration.fields.businessHours.whenClosed')}
          options={(['message', 'handover', 'voicemail'] as const).map((value) => ({
            value,
            label: t(`configuration.whenClosed.${value}`),
          }))}
          disabled={readOnly}
          sx={{ minWidth: 260 }}
        />
        {hours.whenClosed === 'handover' && (
          <FormSelect<BotConfigSettings>
            name="businessHours.closedHandoverTargetId"
            label={t('configuration.fields.businessHours.closedHandoverTargetId')}
            options={targets.map((target) => ({ value: target.id, label: target.name }))}
            nullable
            disabled={readOnly}
            sx={{ minWidth: 220 }}
          />
        )}
      </Stack>
    </Stack>
  );
}
