import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** Any unknown path: 'Page Not Found' with a way home. */
export default function NotFound() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', px: 3, py: 8, textAlign: 'center' }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
      <Typography variant="h1" component="h1" sx={{ mt: 1, mb: 1 }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('notFound.body')}</Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
        {t('notFound.goHome')}
      </Button>
    </Box>
  );
}
