import { useTranslation } from 'react-i18next';

/** The CleanQuest mark: a leaf in a circle, drawn inline (no extra request, CSP-safe). */
export function Logo({ size = 32 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    // .cq-logo: flex-shrink 0, display block (HeaderStyles), where the header shows it.
    <svg viewBox="0 0 32 32" width={size} height={size} role="img" aria-label={t('app.logoLabel')} className="cq-logo">
      <title>{t('app.logoLabel')}</title>
      <circle cx="16" cy="16" r="16" fill="#ffffff" />
      <path
        fill="#2e7d32"
        d="M23.5 8.5c-9 .4-14 4.6-14.3 11.2-.1 1.3.2 2.5.7 3.5l-2 2.1 1.2 1.2 2-2.1c1 .6 2.2.9 3.5.9 6.5-.2 9.2-6.5 8.9-16.8zm-8.4 12.8-1.3-1.2c2-2.5 4.4-4.6 7-6.2-2.2 2-4.1 4.5-5.7 7.4z"
      />
    </svg>
  );
}
