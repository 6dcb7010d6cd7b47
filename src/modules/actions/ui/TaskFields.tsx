import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormApi } from 'final-form';
import { Field } from 'react-final-form';
import type { TaskTypeConfigDto } from '../contract';
import { QUANTITY_MIN, QUANTITY_STEP } from '../schemas';
import { subtypeFieldLabel, subtypeLabel, typeLabel, unitLabel } from './format';
import { shownError, subtypesOf, unitsOf, type TaskFormValues } from './task-form';
import { useActionsTexts } from './texts';

export interface TaskFieldsProps {
  types: readonly TaskTypeConfigDto[];
  form: FormApi<TaskFormValues>;
  values: TaskFormValues;
}

/**
 * The Submit Task form's fields before the location (spec 2): task type, its subtype when it has
 * any, title, description, quantity and unit. Returned as siblings for the form's Stack.
 */
export function TaskFields({ types, form, values }: TaskFieldsProps) {
  const { t } = useActionsTexts();
  const units = values.taskType ? unitsOf(types, values.taskType) : values.unit ? [values.unit] : [];
  const subtypes = values.taskType ? subtypesOf(types, values.taskType) : [];

  return (
    <>
      <Field<string> name="taskType">
        {({ input, meta }) => {
          const shown = shownError(meta);
          return (
            <TextField
              select
              id="task-type"
              label={t('fields.taskType')}
              required
              value={input.value ?? ''}
              name={input.name}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              onChange={(e) => {
                const type = e.target.value;
                form.batch(() => {
                  form.change('taskType', type);
                  // Spec 4: choosing a type sets the unit to that type's first unit.
                  form.change('unit', unitsOf(types, type)[0] ?? '');
                  // Likewise its first subtype (public transport: the mode), if it has any.
                  form.change('taskSubtype', subtypesOf(types, type)[0]);
                });
              }}
              error={!!shown}
              helperText={shown}
              slotProps={{
                inputLabel: { shrink: true },
                select: {
                  displayEmpty: true,
                  renderValue: (v) =>
                    v ? typeLabel(t, String(v)) : <Box component="span" sx={{ color: 'text.secondary' }}>{t('fields.taskTypePlaceholder')}</Box>,
                },
              }}
            >
              {types.map((type) => (
                <MenuItem key={type.type} value={type.type}>
                  {typeLabel(t, type.type)}
                </MenuItem>
              ))}
            </TextField>
          );
        }}
      </Field>

      {subtypes.length > 0 && (
        <Field<string> name="taskSubtype">
          {({ input }) => (
            <TextField
              select
              id="task-subtype"
              label={subtypeFieldLabel(t, values.taskType)}
              name={input.name}
              value={subtypes.includes(input.value) ? input.value : ''}
              onChange={input.onChange}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              slotProps={{ inputLabel: { shrink: true } }}
            >
              {subtypes.map((subtype) => (
                <MenuItem key={subtype} value={subtype}>
                  {subtypeLabel(t, values.taskType, subtype)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Field>
      )}

      <Field<string> name="title">
        {({ input, meta }) => {
          const shown = shownError(meta);
          return (
            <TextField
              {...input}
              id="task-title"
              label={t('fields.title')}
              required
              placeholder={t('fields.titlePlaceholder')}
              error={!!shown}
              helperText={shown}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 200 } }}
            />
          );
        }}
      </Field>

      <Field<string> name="description">
        {({ input }) => (
          <TextField
            {...input}
            id="task-description"
            label={t('fields.description')}
            placeholder={t('fields.descriptionPlaceholder')}
            multiline
            minRows={3}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 2000 } }}
          />
        )}
      </Field>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Field<number | string> name="quantity">
          {({ input, meta }) => {
            const shown = shownError(meta);
            return (
              <TextField
                {...input}
                value={input.value ?? ''}
                id="task-quantity"
                type="number"
                label={t('fields.quantity')}
                required
                error={!!shown}
                helperText={shown}
                sx={{ flex: 1 }}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: QUANTITY_STEP, min: QUANTITY_MIN, inputMode: 'decimal' } }}
              />
            );
          }}
        </Field>
        <Field<string> name="unit">
          {({ input, meta }) => {
            const shown = shownError(meta);
            return (
              <TextField
                select
                id="task-unit"
                label={t('fields.unit')}
                required
                name={input.name}
                value={units.includes(input.value) ? input.value : ''}
                onChange={input.onChange}
                onBlur={input.onBlur}
                onFocus={input.onFocus}
                error={!!shown}
                helperText={shown}
                sx={{ flex: 1 }}
                slotProps={{ inputLabel: { shrink: true } }}
              >
                {units.map((unit) => (
                  <MenuItem key={unit} value={unit}>
                    {unitLabel(t, unit)}
                  </MenuItem>
                ))}
              </TextField>
            );
          }}
        </Field>
      </Stack>
    </>
  );
}
