import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePolicyTexts } from './policy-texts';
import { contactParts } from '../../../shared/privacy-contact';

/**
 * The controller named on /privacy (PRIVACY_CONTACT, delivered by GET /api/config): email addresses
 * become mailto: links and URLs links. null: the operator has not configured it, and the page says so.
 */
export function PrivacyContact({ contact }: { contact: string | null }) {
  usePolicyTexts();
  const { t } = useTranslation('consent');
  if (!contact) {
    return (
      <Typography sx={{ fontWeight: 600 }} data-testid="privacy-contact">
        {t('policy.contactMissing')}
      </Typography>
    );
  }
  return (
    <Typography sx={{ fontWeight: 600 }} data-testid="privacy-contact">
      {t('policy.controller')}{' '}
      {contactParts(contact).map((part, i) =>
        part.kind === 'email' ? (
          <Link key={i} href={`mailto:${part.value}`}>
            {part.value}
          </Link>
        ) : part.kind === 'url' ? (
          <Link key={i} href={part.value} target="_blank" rel="noopener noreferrer">
            {part.value}
          </Link>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </Typography>
  );
}
