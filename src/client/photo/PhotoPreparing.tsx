import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** 'Preparing photo...' while a picked photo is read and scaled down (issue 23); the text comes from the caller. */
export function PhotoPreparing({ label }: { label: string }) {
  return (
    <Stack spacing={0.5} role="status" aria-live="polite">
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <LinearProgress aria-label={label} />
    </Stack>
  );
}
