import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The part of a react-query result this component reads (a `useQuery` result fits). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown (as a status) while the first load runs. */
  loading: string;
  /** Label of the button that loads again after an error. */
  retry: string;
  /** The error text, e.g. "Could not load the list: <reason>". */
  failed: (error: Error) => string;
  /** Shown (as a status) once data is there and `isEmpty(data)` holds. */
  empty?: string;
  isEmpty?: (data: T) => boolean;
}

/**
 * The loading / error-with-retry / empty states of a page that lists what one query loaded. Renders
 * nothing once there is something to show: the page renders its data itself. Texts come from the caller
 * (src/ui imports no module).
 */
export function QueryState<T>({ query, loading, retry, failed, empty, isEmpty }: QueryStateProps<T>) {
  return (
    <>
      {query.isPending && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <span>{loading}</span>
        </Box>
      )}
      {query.isError && query.error && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>{retry}</Button>}>
          {failed(query.error)}
        </Alert>
      )}
      {empty !== undefined && query.data !== undefined && isEmpty?.(query.data) && <Typography role="status">{empty}</Typography>}
    </>
  );
}
