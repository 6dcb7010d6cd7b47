import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';

export interface AddressSearchAdornmentProps {
  /** A search is waiting or running: a spinner. */
  pending: boolean;
  /** Search on request (no auto-complete): a search button. */
  searchButton: boolean;
  searchLabel: string;
  disabled?: boolean;
  onSearch: () => void;
}

/** The end of AddressField's input: a spinner while searching and, when searching is on request, the search button. */
export function AddressSearchAdornment({ pending, searchButton, searchLabel, disabled, onSearch }: AddressSearchAdornmentProps) {
  return (
    <InputAdornment position="end">
      {pending && <CircularProgress size={18} aria-hidden />}
      {searchButton && (
        <IconButton
          edge="end"
          aria-label={searchLabel}
          title={searchLabel}
          disabled={disabled}
          // Keep the focus (and so the suggestion list) in the field.
          onMouseDown={(e) => e.preventDefault()}
          onClick={onSearch}
          sx={{ width: 44, height: 44 }}
        >
          <SearchIcon />
        </IconButton>
      )}
    </InputAdornment>
  );
}
