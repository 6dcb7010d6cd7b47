import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The heading level the Account Settings page gives the auth module's sections. */
export type Heading = 2 | 3;

export function useFormatDate() {
  const { i18n } = useTranslation();
  return (iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  };
}

export function Section({ title, headingLevel, children, description }: { title: string; headingLevel: Heading; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ mt: 3, p: 2 }}>
      <Typography variant={headingLevel === 2 ? 'h2' : 'h3'} component={headingLevel === 2 ? 'h2' : 'h3'} id={id}>
        {title}
      </Typography>
      {description && <Typography sx={{ mt: 1 }}>{description}</Typography>}
      {children}
    </Paper>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }} role="status">
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}
