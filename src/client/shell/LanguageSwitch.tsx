import { useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../hooks';
import { LANGUAGES, type Language } from '../i18n';
import { setLanguage } from '../ui-slice';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

/** English/Deutsch switch; the choice is kept in redux and persisted (localStorage 'cleanquest-language'). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useAppSelector((s) => s.ui.language);
  const dispatch = useAppDispatch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const choose = (lang: Language) => {
    dispatch(setLanguage(lang));
    setAnchor(null);
  };
  const currentName = t(`language.${language}`);
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        size="small"
        startIcon={<TranslateIcon aria-hidden />}
        title={currentName}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        sx={{ minWidth: 0, px: 1 }}
      >
        <VisuallyHidden>{t('language.label')}: </VisuallyHidden>
        {language.toUpperCase()}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        {LANGUAGES.map((lang) => (
          <MenuItem key={lang} lang={lang} selected={lang === language} onClick={() => choose(lang)}>
            {t(`language.${lang}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
