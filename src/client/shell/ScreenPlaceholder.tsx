import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';

export interface ScreenPlaceholderProps {
  title: string;
  subtitle?: string;
  /** What is coming: an honest line, no pretend data. */
  body: string;
  /** A back action or links shown above the title. */
  before?: ReactNode;
  children?: ReactNode;
}

/** A screen that exists in the navigation but whose feature arrives in a later update. */
export function ScreenPlaceholder({ title, subtitle, body, before, children }: ScreenPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 3 }}>
      {before}
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ mt: 3, p: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <ConstructionIcon aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
        <Box>
          <Chip label={t('screens.comingSoon')} size="small" color="primary" variant="outlined" sx={{ mb: 1 }} />
          <Typography>{body}</Typography>
        </Box>
      </Paper>
      {children}
    </Box>
  );
}
