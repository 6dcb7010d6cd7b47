import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { visuallyHiddenStyle } from '../../../ui/VisuallyHidden';
import { LEGAL_PATHS } from '../contract';
import { useLegalConfig } from './legal-config';
import type { LegalLinksSlotProps } from './slots';

/** The privacy policy (the consent module's page) first, then this module's pages. */
const LINKS = [
  { to: '/privacy', key: 'privacy' },
  { to: LEGAL_PATHS.terms, key: 'terms' },
  { to: LEGAL_PATHS.imprint, key: 'imprint' },
  { to: LEGAL_PATHS.accessibilityStatement, key: 'accessibility' },
  { to: LEGAL_PATHS.openData, key: 'openData' },
] as const;

/**
 * A small navigation to the legal pages and the open data page: at the end of each of them, on the
 * privacy policy and in the profile's privacy tab (through the `legalLinks` slot). The current page
 * is marked (aria-current) and not a link to itself. Last, when the operator named it (SOURCE_CODE_URL
 * or package.json's repository), the source code of what the server runs (AGPL-3.0 section 13). Wraps on
 * a phone.
 */
export default function LegalLinks({ headingLevel }: LegalLinksSlotProps) {
  const { t } = useTranslation('legal');
  const { pathname } = useLocation();
  const sourceCodeUrl = useLegalConfig().data?.sourceCodeUrl;
  const label = t('links.label');
  return (
    <Box component="nav" aria-label={label} sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      {headingLevel && (
        <Box component={headingLevel === 2 ? 'h2' : 'h3'} sx={visuallyHiddenStyle}>
          {label}
        </Box>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}>
        {LINKS.map(({ to, key }) => (
          <li key={key}>
            {pathname === to ? (
              <Box component="span" aria-current="page" sx={{ fontWeight: 600, display: 'inline-block', py: 0.5 }}>
                {t(`links.${key}`)}
              </Box>
            ) : (
              <Link component={RouterLink} to={to} sx={{ display: 'inline-block', py: 0.5 }}>
                {t(`links.${key}`)}
              </Link>
            )}
          </li>
        ))}
        {sourceCodeUrl && (
          <li>
            <Link href={sourceCodeUrl} sx={{ display: 'inline-block', py: 0.5 }}>
              {t('links.sourceCode')}
            </Link>
          </li>
        )}
      </Box>
    </Box>
  );
}
