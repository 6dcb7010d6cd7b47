import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { LANGUAGES, nativeName, type Language } from '../../i18n';
import { setLanguage } from '../../ui-slice';

export interface LanguageMenuProps {
  id: string;
  /** The button that opens it (names the menu). */
  buttonId: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The language switch's menu: a lazy chunk (LanguageSwitch loads it on the first open or when idle).
 * Each language is named in itself, marked with its `lang` so screen readers speak it so.
 */
export function LanguageMenu({ id, buttonId, anchorEl, open, onClose }: LanguageMenuProps) {
  const language = useAppSelector((s) => s.ui.language);
  const dispatch = useAppDispatch();
  const choose = (lang: Language) => {
    dispatch(setLanguage(lang));
    onClose();
  };
  return (
    <Menu id={id} anchorEl={anchorEl} open={open} onClose={onClose} slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}>
      {LANGUAGES.map((lang) => (
        <MenuItem key={lang} lang={lang} selected={lang === language} onClick={() => choose(lang)}>
          {nativeName(lang)}
        </MenuItem>
      ))}
    </Menu>
  );
}
