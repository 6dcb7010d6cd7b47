import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import type { AddressSuggestion } from '../../shared/address';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { AddressSearchAdornment } from './AddressSearchAdornment';
import { AddressSuggestions } from './AddressSuggestions';
import { comboboxKeyAction } from './combobox-keys';
import { useAddressSearch } from './use-address-search';
import { useGpsAddress } from './use-gps-address';
import type { GeocoderEndpoints } from './geocode-api';

/** A position the field found: from a chosen suggestion or from the device (Use GPS). */
export interface AddressLocation {
  latitude: number;
  longitude: number;
  /** Metres; null for a suggestion. */
  accuracy: number | null;
  source: 'suggestion' | 'gps';
}

export interface AddressFieldProps {
  value: string;
  /** The geocoding calls to use: the geocoding module's endpoints (`{ search: searchAddress, reverse: reverseGeocode }`). */
  geocoder: GeocoderEndpoints;
  /** Every change of the text (typing, a chosen suggestion, the GPS address). */
  onChange: (text: string) => void;
  /** A chosen suggestion's or the device's coordinates. */
  onLocation?: (location: AddressLocation) => void;
  /** Defaults to 'Location'. */
  label?: string;
  /** A validation message; replaces the hint while set. */
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
  maxLength?: number;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** For tests and stories; defaults to navigator.geolocation. */
  geolocation?: Geolocation | null;
}

/**
 * Address field with autocomplete (spec 2): search from 3 characters, debounced 300 ms, at most 5
 * suggestions in an ARIA 1.2 combobox (ArrowUp/ArrowDown move, Enter selects, Escape closes), a
 * 'Use GPS' button that fills in the reverse-geocoded address (or the coordinates when the look-up
 * fails). When the address search is down, a short note appears and typed text keeps working.
 *
 * Suggestions while typing only when the server's geocoder allows them (GET /api/config; the public
 * Nominatim service forbids auto-complete). Otherwise typing sends nothing: Enter or the search
 * button asks, debounced the same 300 ms, so a burst of presses is one request (use-address-search.ts).
 */
export function AddressField({
  value,
  geocoder,
  onChange,
  onLocation,
  label,
  error,
  disabled,
  required,
  maxLength = 300,
  name = 'location',
  inputRef,
  autoFocus,
  geolocation,
}: AddressFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const [focused, setFocused] = useState(Boolean(autoFocus));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const ownInput = useRef<HTMLInputElement>(null);
  const forkedInputRef = useForkRef(ownInput, inputRef);

  const lookup = useAddressSearch(value, Boolean(autoFocus), geocoder);
  const { autocomplete, results, search, pending } = lookup;
  const gps = useGpsAddress({
    geocoder,
    geolocation,
    onPosition: (p) => onLocation?.({ latitude: p.latitude, longitude: p.longitude, accuracy: p.accuracy, source: 'gps' }),
    onText: (text) => {
      lookup.setTyped(false);
      setOpen(false);
      onChange(text);
    },
  });
  const expanded = open && focused && results.length > 0;

  // A new result list starts without an active option.
  useEffect(() => setActive(-1), [search.data]);
  // An asked-for search opens the list again (same text: from the cache), and retries after an error.
  useEffect(() => {
    if (!lookup.requested) return;
    setOpen(true);
    if (search.isError && !search.isFetching) void search.refetch();
    // Only when a request is sent, not when the query's state changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookup.requested]);
  // Open when results for typed text arrive while the field has focus.
  useEffect(() => {
    if (lookup.typed && focused && search.data && search.data.length > 0) setOpen(true);
  }, [search.data, lookup.typed, focused]);

  function select(s: AddressSuggestion) {
    lookup.setTyped(false);
    setOpen(false);
    setActive(-1);
    onChange(s.formatted);
    onLocation?.({ latitude: s.lat, longitude: s.lon, accuracy: null, source: 'suggestion' });
  }

  function requestSearch() {
    gps.clearNote();
    lookup.ask();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const action = comboboxKeyAction(e.key, { count: results.length, expanded, active, autocomplete });
    if (!action) return;
    e.preventDefault();
    if (action.type === 'open') {
      setOpen(true);
      setActive(action.active);
    } else if (action.type === 'move') {
      setActive(action.active);
    } else if (action.type === 'select') {
      select(results[action.index]);
    } else if (action.type === 'search') {
      requestSearch();
    } else {
      // Escape closes the list only, not a dialog around the field.
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  }

  const status = lookup.tooShort
    ? t('address.tooShort')
    : pending
      ? t('address.searching')
      : expanded
        ? t('address.resultsCount', { count: results.length })
        : lookup.searching && search.isSuccess && results.length === 0 && focused
          ? t('address.noResults')
          : '';

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
          <TextField
            id={inputId}
            name={name}
            label={label ?? t('address.label')}
            value={value}
            required={required}
            disabled={disabled}
            autoFocus={autoFocus}
            error={Boolean(error)}
            helperText={error || (lookup.tooShort ? t('address.tooShort') : autocomplete ? t('address.hint') : t('address.hintOnRequest'))}
            fullWidth
            inputRef={forkedInputRef}
            onChange={(e) => {
              lookup.edited();
              setOpen(true);
              gps.clearNote();
              onChange(e.target.value);
            }}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              setOpen(false);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            slotProps={{
              htmlInput: {
                role: 'combobox',
                'aria-autocomplete': 'list',
                'aria-expanded': expanded,
                'aria-controls': listboxId,
                'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
                autoComplete: 'off',
                autoCapitalize: 'words',
                spellCheck: false,
                maxLength,
                enterKeyHint: autocomplete ? 'done' : 'search',
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <PlaceOutlinedIcon aria-hidden fontSize="small" />
                  </InputAdornment>
                ),
                // Only when there is something to show: an end adornment changes the input's padding.
                endAdornment:
                  pending || !autocomplete ? (
                    <AddressSearchAdornment
                      pending={pending}
                      searchButton={!autocomplete}
                      searchLabel={t('address.search')}
                      disabled={disabled}
                      onSearch={() => {
                        ownInput.current?.focus();
                        requestSearch();
                      }}
                    />
                  ) : undefined,
              },
            }}
          />
          <AddressSuggestions
            id={listboxId}
            optionId={optionId}
            label={t('address.suggestions')}
            suggestions={results}
            active={active}
            expanded={expanded}
            onActivate={setActive}
            onSelect={select}
          />
        </Box>
        <Button
          variant="outlined"
          onClick={() => void gps.fill()}
          disabled={disabled || gps.busy}
          startIcon={gps.busy ? <CircularProgress size={16} aria-hidden /> : <MyLocationIcon aria-hidden />}
          sx={{ minHeight: 56, flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {gps.busy ? t('address.locating') : t('address.useGps')}
        </Button>
      </Box>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{status}</VisuallyHidden>
        {gps.note && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, mx: 1.75 }}>
            {gps.note}
          </Typography>
        )}
        {lookup.problem && (
          <Alert severity="info" variant="outlined" sx={{ mt: 1, py: 0 }}>
            {lookup.problem === 'busy' ? t('address.busy') : t('address.unavailable')}
          </Alert>
        )}
      </div>
      {gps.error && (
        <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
          {gps.error}
        </Alert>
      )}
    </Box>
  );
}
