import type { Ref } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import { useTranslation } from 'react-i18next';
import { AddressField } from '../../../client/geo/AddressField';
import { reverseGeocode, searchAddress } from '../../geocoding/endpoints';
import { LocationStatus } from './LocationStatus';
import type { ReportLocation } from './use-report-location';

/** The address field's calls: the geocoding module's endpoints. */
const GEOCODER = { search: searchAddress, reverse: reverseGeocode };

export interface ReportLocationSectionProps {
  location: ReportLocation;
  disabled: boolean;
  /** The address input: focused when the location is missing on submit. */
  inputRef: Ref<HTMLInputElement>;
  geolocation?: Geolocation | null;
  /** The chosen photo carries an EXIF position (issue 23): used when there is no GPS fix. */
  photoPosition?: boolean;
}

/** The report form's location section: the address field, 'Tap to get location' and the status box. */
export function ReportLocationSection({ location, disabled, inputRef, geolocation, photoPosition = false }: ReportLocationSectionProps) {
  const { t } = useTranslation('reports');
  const { manualGps } = location;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="report-location-heading">
      <Typography id="report-location-heading" variant="h2" sx={{ fontSize: '1.125rem' }}>
        {t('location.heading')}
      </Typography>
      <AddressField
        geocoder={GEOCODER}
        value={location.text}
        onChange={location.onText}
        onLocation={location.onAddressLocation}
        error={location.error}
        disabled={disabled}
        inputRef={inputRef}
        geolocation={geolocation}
      />
      <Button
        variant="outlined"
        onClick={location.locateManually}
        disabled={disabled || manualGps}
        startIcon={manualGps ? <CircularProgress size={18} aria-hidden /> : <GpsFixedIcon aria-hidden />}
        sx={{ minHeight: 48 }}
      >
        {manualGps ? t('location.gettingLocation') : t('location.getLocation')}
      </Button>
      <LocationStatus kind={location.statusKind} coordinates={location.coordinates} hasText={location.hasText} photoPosition={photoPosition} />
    </Stack>
  );
}
