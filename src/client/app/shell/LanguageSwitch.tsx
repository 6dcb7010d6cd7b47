import { useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../hooks';
import { nativeName } from '../../i18n';
import { lazyComponent, loadHintProps, useLazyComponent } from '../../lazy-component';
import type { LanguageMenuProps } from './LanguageMenu';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { TranslateIcon } from './shell-icons';

/**
 * The menu's code (MUI Menu, Popover, Modal, ...) is not part of the first screen: it is evaluated
 * on the first open, or just before on a hint (loadHintProps: the pointer on the button, its focus,
 * a touch); the deferred start downloads it earlier without evaluating it (prefetch-parts.ts).
 */
export const languageMenu = lazyComponent<LanguageMenuProps>(() => import('./LanguageMenu').then((m) => m.LanguageMenu));

/** The language switch (each offered language in its own name); the choice is kept in redux and persisted (localStorage 'cleanquest-language'). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useAppSelector((s) => s.ui.language);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  // A failed load closes it again, so the next press tries once more.
  const LanguageMenu = useLazyComponent(languageMenu, anchor, () => setAnchor(null));
  // Expanded only once the menu is there (its code may still be loading after the press).
  const expanded = Boolean(anchor && LanguageMenu);
  const currentName = nativeName(language);
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        size="small"
        startIcon={<TranslateIcon />}
        title={currentName}
        aria-haspopup="menu"
        aria-controls={expanded ? menuId : undefined}
        aria-expanded={expanded ? 'true' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        {...loadHintProps(languageMenu)}
        className="cq-language"
      >
        <VisuallyHidden>{t('language.label')}: </VisuallyHidden>
        {language.toUpperCase()}
      </Button>
      {LanguageMenu && <LanguageMenu id={menuId} buttonId={buttonId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} />}
    </>
  );
}
