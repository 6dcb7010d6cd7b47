import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/**
 * Shown while a lazy screen loads: a CSS spinner (MUI's CircularProgress would put its code into the
 * entry) and the status text. The theme's reduced-motion rule stops the animation.
 */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          boxSizing: 'border-box',
          borderRadius: '50%',
          border: '4px solid',
          borderColor: 'primary.main',
          borderRightColor: 'transparent',
          animation: `${spin} 1s linear infinite`,
        }}
      />
      <span>{t('app.loadingScreen')}</span>
    </Box>
  );
}
