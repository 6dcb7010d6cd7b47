import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** 'Skip to main content': hidden until focused; moves focus into the main element. */
export function SkipLink() {
  const { t } = useTranslation();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    e.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={onClick}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        fontWeight: 700,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none', outline: '3px solid #1b5e20', outlineOffset: 2 },
      }}
    >
      {t('skipLink')}
    </Box>
  );
}
