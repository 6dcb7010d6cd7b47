import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import type { FormApi } from 'final-form';
import { Field } from 'react-final-form';
import { formatCoordinates, getPosition } from '../../../client/geo/get-position';
import { toast } from '../../../client/toasts/toast-store';
import type { TaskFormValues } from './task-form';
import { useActionsTexts } from './texts';

export interface TaskLocationFieldProps {
  form: FormApi<TaskFormValues>;
  values: TaskFormValues;
  /** For tests and stories; defaults to navigator.geolocation (null: no geolocation). */
  geolocation?: Geolocation | null;
}

/**
 * The Submit Task form's location: a free-text place and 'Get Location', which puts the device's
 * latitude, longitude and accuracy into the form and shows them below.
 */
export function TaskLocationField({ form, values, geolocation }: TaskLocationFieldProps) {
  const { t } = useActionsTexts();
  const [locating, setLocating] = useState(false);
  const located = values.latitude != null && values.longitude != null;

  async function onGetLocation() {
    setLocating(true);
    try {
      const position = await getPosition(geolocation === undefined ? {} : { geolocation: geolocation ?? undefined });
      form.batch(() => {
        form.change('latitude', position.latitude);
        form.change('longitude', position.longitude);
        form.change('locationAccuracy', position.accuracy);
      });
      toast({ title: t('location.addedTitle'), description: t('location.added') });
    } catch {
      toast({ title: t('location.errorTitle'), description: t('location.error'), variant: 'destructive' });
    } finally {
      setLocating(false);
    }
  }

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Field<string> name="location">
          {({ input }) => (
            <TextField
              {...input}
              id="task-location"
              label={t('fields.location')}
              placeholder={t('fields.locationPlaceholder')}
              sx={{ flex: 1 }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 300 } }}
            />
          )}
        </Field>
        <Button
          variant="outlined"
          onClick={() => void onGetLocation()}
          disabled={locating}
          startIcon={locating ? <CircularProgress size={18} aria-hidden /> : <GpsFixedIcon aria-hidden />}
          sx={{ minHeight: 56, flexShrink: 0 }}
        >
          {locating ? t('location.getting') : t('location.get')}
        </Button>
      </Stack>
      {located && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="coordinates">
          {t('location.coordinates', {
            coordinates: formatCoordinates(values.latitude!, values.longitude!),
            accuracy: Math.round(values.locationAccuracy ?? 0),
          })}
        </Typography>
      )}
    </Box>
  );
}
