import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADDRESS_DEBOUNCE_MS, type AddressSuggestion } from '../../modules/geocoding/contract';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useDebouncedValue } from '../use-debounced-value';
import { addressSearchQuery, geocoderProblem, isSearchable, normalizeQuery, reverseGeocodeQuery } from './geocode-api';
import { toGeoError } from './geo-error';
import { formatCoordinates, getPosition } from './get-position';
import { ADDRESS_FIELD_GPS } from './gps-options';
import { useAddressAutocomplete } from './use-address-autocomplete';

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
 * button asks, debounced the same 300 ms, so a burst of presses is one request.
 */
export function AddressField({
  value,
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
  const queryClient = useQueryClient();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const [focused, setFocused] = useState(Boolean(autoFocus));
  // Search only for text the user typed, not for a chosen suggestion or a GPS address.
  const [typed, setTyped] = useState(Boolean(autoFocus));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [gpsBusy, setGpsBusy] = useState(false);
  const [gpsError, setGpsError] = useState<string | null>(null);
  const [gpsNote, setGpsNote] = useState<string | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const ownInput = useRef<HTMLInputElement>(null);
  const forkedInputRef = useForkRef(ownInput, inputRef);

  const autocomplete = useAddressAutocomplete();
  const query = normalizeQuery(value);
  const debounced = useDebouncedValue(query, ADDRESS_DEBOUNCE_MS);
  // Search on request: Enter or the button sets `request`; it is sent once presses stop for 300 ms.
  // Editing the text drops it, so the list shows only for the text that was asked about.
  const [request, setRequest] = useState<{ q: string; n: number } | null>(null);
  const requested = useDebouncedValue(request, ADDRESS_DEBOUNCE_MS);
  const searchText = !typed
    ? null
    : autocomplete
      ? isSearchable(debounced) && isSearchable(query)
        ? debounced
        : null
      : request && requested === request && request.q === query
        ? request.q
        : null;
  const searching = searchText !== null;
  const search = useQuery({ ...addressSearchQuery(searchText ?? ''), enabled: searching, placeholderData: keepPreviousData });
  const results: AddressSuggestion[] = searching ? (search.data ?? []) : [];
  const problem = searching ? geocoderProblem(search.error) : null;
  const expanded = open && focused && results.length > 0;
  const pending = autocomplete
    ? searching && (search.isFetching || debounced !== query)
    : (request !== null && requested !== request) || (searching && search.isFetching);

  // A new result list starts without an active option.
  useEffect(() => setActive(-1), [search.data]);
  // An asked-for search opens the list again (same text: from the cache), and retries after an error.
  useEffect(() => {
    if (!requested) return;
    setOpen(true);
    if (search.isError && !search.isFetching) void search.refetch();
    // Only when a request is sent, not when the query's state changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested]);
  // Open when results for typed text arrive while the field has focus.
  useEffect(() => {
    if (typed && focused && search.data && search.data.length > 0) setOpen(true);
  }, [search.data, typed, focused]);

  function select(s: AddressSuggestion) {
    setTyped(false);
    setOpen(false);
    setActive(-1);
    onChange(s.formatted);
    onLocation?.({ latitude: s.lat, longitude: s.lon, accuracy: null, source: 'suggestion' });
  }

  function requestSearch() {
    setGpsNote(null);
    if (!isSearchable(query)) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    setTyped(true);
    setRequest((r) => ({ q: query, n: (r?.n ?? 0) + 1 }));
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = results.length;
    switch (e.key) {
      case 'ArrowDown':
        if (n === 0) return;
        e.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(0);
        } else setActive((i) => (i + 1) % n);
        return;
      case 'ArrowUp':
        if (n === 0) return;
        e.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(n - 1);
        } else setActive((i) => (i <= 0 ? n - 1 : i - 1));
        return;
      case 'Enter':
        if (expanded && active >= 0 && active < n) {
          e.preventDefault();
          select(results[active]);
        } else if (!autocomplete) {
          // Enter looks the address up (it does not submit the surrounding form).
          e.preventDefault();
          requestSearch();
        }
        return;
      case 'Escape':
        if (expanded) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        return;
    }
  }

  async function fillFromGps() {
    setGpsBusy(true);
    setGpsError(null);
    setGpsNote(null);
    try {
      const position = await getPosition({ preset: ADDRESS_FIELD_GPS, geolocation: geolocation ?? undefined });
      onLocation?.({ latitude: position.latitude, longitude: position.longitude, accuracy: position.accuracy, source: 'gps' });
      let text: string | null = null;
      try {
        text = (await queryClient.fetchQuery(reverseGeocodeQuery(position.latitude, position.longitude)))?.formatted ?? null;
      } catch {
        text = null;
      }
      setTyped(false);
      setOpen(false);
      onChange(text || formatCoordinates(position.latitude, position.longitude));
      setGpsNote(text ? t('address.gpsFilled') : t('address.gpsCoordinates'));
    } catch (err) {
      setGpsError(t(toGeoError(err).key));
    } finally {
      setGpsBusy(false);
    }
  }

  const status = tooShort
    ? t('address.tooShort')
    : pending
      ? t('address.searching')
      : expanded
        ? t('address.resultsCount', { count: results.length })
        : searching && search.isSuccess && results.length === 0 && focused
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
            helperText={error || (tooShort ? t('address.tooShort') : autocomplete ? t('address.hint') : t('address.hintOnRequest'))}
            fullWidth
            inputRef={forkedInputRef}
            onChange={(e) => {
              setTyped(true);
              setOpen(true);
              setGpsNote(null);
              setTooShort(false);
              setRequest(null);
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
                endAdornment:
                  pending || !autocomplete ? (
                    <InputAdornment position="end">
                      {pending && <CircularProgress size={18} aria-hidden />}
                      {!autocomplete && (
                        <IconButton
                          edge="end"
                          aria-label={t('address.search')}
                          title={t('address.search')}
                          disabled={disabled}
                          // Keep the focus (and so the suggestion list) in the field.
                          onMouseDown={(e) => e.preventDefault()}
                          onClick={() => {
                            ownInput.current?.focus();
                            requestSearch();
                          }}
                          sx={{ width: 44, height: 44 }}
                        >
                          <SearchIcon />
                        </IconButton>
                      )}
                    </InputAdornment>
                  ) : undefined,
              },
            }}
          />
          <Paper
            component="ul"
            id={listboxId}
            role="listbox"
            aria-label={t('address.suggestions')}
            elevation={8}
            hidden={!expanded}
            sx={{
              position: 'absolute',
              top: 56,
              left: 0,
              right: 0,
              zIndex: (theme) => theme.zIndex.appBar + 2,
              m: 0,
              mt: 0.5,
              p: 0.5,
              listStyle: 'none',
              maxHeight: 300,
              overflowY: 'auto',
              display: expanded ? 'block' : 'none',
            }}
          >
            {results.map((s, i) => (
              <Box
                component="li"
                key={s.place_id || `${s.lat},${s.lon}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => select(s)}
                sx={{
                  px: 1.5,
                  py: 1,
                  minHeight: 44,
                  borderRadius: 1,
                  cursor: 'pointer',
                  bgcolor: i === active ? 'action.selected' : undefined,
                  outline: i === active ? '2px solid' : undefined,
                  outlineColor: 'primary.dark',
                }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {s.address_line1 || s.formatted}
                </Typography>
                {s.address_line2 && (
                  <Typography variant="caption" color="text.secondary">
                    {s.address_line2}
                  </Typography>
                )}
              </Box>
            ))}
          </Paper>
        </Box>
        <Button
          variant="outlined"
          onClick={() => void fillFromGps()}
          disabled={disabled || gpsBusy}
          startIcon={gpsBusy ? <CircularProgress size={16} aria-hidden /> : <MyLocationIcon aria-hidden />}
          sx={{ minHeight: 56, flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {gpsBusy ? t('address.locating') : t('address.useGps')}
        </Button>
      </Box>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{status}</VisuallyHidden>
        {gpsNote && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, mx: 1.75 }}>
            {gpsNote}
          </Typography>
        )}
        {problem && (
          <Alert severity="info" variant="outlined" sx={{ mt: 1, py: 0 }}>
            {problem === 'busy' ? t('address.busy') : t('address.unavailable')}
          </Alert>
        )}
      </div>
      {gpsError && (
        <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
          {gpsError}
        </Alert>
      )}
    </Box>
  );
}
