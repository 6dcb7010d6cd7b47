import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AddressSuggestion } from '../../shared/address';

export interface AddressSuggestionsProps {
  id: string;
  /** The id of the i-th option (the field's aria-activedescendant). */
  optionId: (i: number) => string;
  label: string;
  suggestions: AddressSuggestion[];
  /** The option the arrow keys point at, -1 for none. */
  active: number;
  expanded: boolean;
  onActivate: (i: number) => void;
  onSelect: (suggestion: AddressSuggestion) => void;
}

/**
 * AddressField's listbox under the field. The focus stays in the field: a press on an option does
 * not take it, and the field names the active option through aria-activedescendant.
 */
export function AddressSuggestions({ id, optionId, label, suggestions, active, expanded, onActivate, onSelect }: AddressSuggestionsProps) {
  return (
    <Paper
      component="ul"
      id={id}
      role="listbox"
      aria-label={label}
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
      {suggestions.map((s, i) => (
        <Box
          component="li"
          key={s.place_id || `${s.lat},${s.lon}`}
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          onMouseDown={(e) => e.preventDefault()}
          onMouseEnter={() => onActivate(i)}
          onClick={() => onSelect(s)}
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
  );
}
