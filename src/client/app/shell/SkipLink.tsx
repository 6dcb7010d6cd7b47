import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** 'Skip to main content': hidden until focused; moves focus into the main element. Styled by HeaderStyles (.cq-skip-link). */
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
    <a href={`#${MAIN_CONTENT_ID}`} onClick={onClick} className="cq-skip-link">
      {t('skipLink')}
    </a>
  );
}
