import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { useTranslation } from 'react-i18next';
import { birthYearOptions } from '../../../shared/birth-date';
import { checkAge, composeDate, dayOptions, splitDate, withPart, type DobParts } from './dob';

export interface DateOfBirthPickerProps {
  /** 'YYYY-MM-DD', or '' while no real date is chosen. */
  value: string;
  /** Called with the date once month, day and year form a real date, and with '' when they no longer do. */
  onChange: (isoDate: string) => void;
  onBlur?: () => void;
  /** "Today" for the year list and the age (tests, stories); now otherwise. */
  today?: Date;
  /** A form error to show under the controls (e.g. 'Please fill in all required fields.'). */
  error?: string;
  disabled?: boolean;
  required?: boolean;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * Spec 4, Date-of-birth picker: month (January-December), day and year selects. The day is disabled
 * until month and year are chosen and lists only that month's real days; years run from the current
 * year - 13 down to 1920. No select item has an empty value. Below: the age in green, or the
 * under-13 message in red.
 */
export function DateOfBirthPicker({ value, onChange, onBlur, today, error, disabled, required }: DateOfBirthPickerProps) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const [parts, setParts] = useState<DobParts>(() => splitDate(value));
  // Follow a value set from outside (form reset, initial values) that differs from what the controls show.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== composeDate(parts)) setParts(splitDate(value));
  }

  const now = today ?? new Date();
  const years = birthYearOptions(now);
  const days = dayOptions(parts.month, parts.year);
  const dayDisabled = disabled || days.length === 0;
  const months = t('dob.months', { returnObjects: true }) as string[];

  const choose = (part: keyof DobParts) => (e: { target: { value: unknown } }) => {
    const next = withPart(parts, part, String(e.target.value));
    setParts(next);
    const iso = composeDate(next);
    setShown(iso);
    if (iso !== value) onChange(iso);
  };

  const age = checkAge(composeDate(parts), now);
  const statusId = `${id}-status`;
  const hintId = `${id}-hint`;
  const placeholder = (text: string) => (v: unknown) =>
    v === '' || v === undefined ? (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {text}
      </Box>
    ) : (
      String(v)
    );

  const common = {
    size: 'small' as const,
    required,
    onBlur,
    disabled,
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={statusId}>
      <Typography component="legend" variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
        {t('dob.legend')}
        {required ? ' *' : ''}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1.6fr 1fr 1.2fr', gap: 1 }}>
        <TextField
          {...common}
          select
          id={`${id}-month`}
          label={t('dob.month')}
          value={parts.month}
          onChange={choose('month')}
          error={!!error && !parts.month}
          slotProps={{
            inputLabel: { shrink: true },
            select: { displayEmpty: true, renderValue: (v) => (v ? months[Number(v) - 1] : placeholder(t('dob.month'))(v)) },
          }}
        >
          {MONTHS.map((m) => (
            <MenuItem key={m} value={String(m)}>
              {months[m - 1]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...common}
          select
          id={`${id}-day`}
          label={t('dob.day')}
          value={parts.day}
          onChange={choose('day')}
          disabled={dayDisabled}
          error={!!error && !dayDisabled && !parts.day}
          slotProps={{
            inputLabel: { shrink: true },
            select: { displayEmpty: true, renderValue: placeholder(t('dob.day')), 'aria-describedby': dayDisabled ? hintId : undefined },
          }}
        >
          {days.map((d) => (
            <MenuItem key={d} value={String(d)}>
              {d}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...common}
          select
          id={`${id}-year`}
          label={t('dob.year')}
          value={parts.year}
          onChange={choose('year')}
          error={!!error && !parts.year}
          slotProps={{
            inputLabel: { shrink: true },
            select: { displayEmpty: true, renderValue: placeholder(t('dob.year')), MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
          }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={String(y)}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {dayDisabled && !disabled && (
        <FormHelperText id={hintId} sx={{ mx: 0 }}>
          {t('dob.dayDisabledHint')}
        </FormHelperText>
      )}
      <Box id={statusId} aria-live="polite" sx={{ minHeight: 24, mt: 0.5 }}>
        {age.kind === 'ok' && (
          <Typography variant="body2" color="success.main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-age-status="ok">
            <CheckCircleIcon fontSize="small" aria-hidden />
            {t('dob.age', { count: age.age })}
          </Typography>
        )}
        {age.kind === 'underAge' && (
          <Typography variant="body2" color="error.main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-age-status="under-age">
            <ErrorIcon fontSize="small" aria-hidden />
            {t('dob.underAge')}
          </Typography>
        )}
        {age.kind === 'none' && error && (
          <Typography variant="body2" color="error.main">
            {error}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
