import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ACCESSIBILITY_STATEMENT_REVIEWED, type LegalClientConfig } from '../contract';
import { WithConfig } from './ConfigState';
import { ContactLine } from './ContactLine';
import { Bullets, LegalPageLayout, LegalSection, Paragraph, textList, usePageTexts } from './LegalPageLayout';
import { useLegalConfig } from './legal-config';
import { formatDay, NS } from './page-texts';

/** The German federal conciliation body, named when the operator has named no enforcement body. */
export const FEDERAL_CONCILIATION_BODY_URL = 'https://www.schlichtungsstelle-bgg.de';

/**
 * The statement's content for the settings given: the conformance target (WCAG 2.1 AA / EN 301 549),
 * what is known not to conform, what helps, how and when the statement was made (its date from the
 * settings, never today's), where to report a barrier (the contact from the settings, or a sentence
 * that none is configured) and the enforcement procedure.
 */
export function AccessibilityStatementView({ settings }: { settings: LegalClientConfig['accessibility'] }) {
  const { t } = usePageTexts();
  const date = formatDay(t, settings.statementDate);
  const facts = [
    [t('accessibility.facts.standard'), t('accessibility.facts.standardValue')],
    [t('accessibility.facts.status'), t('accessibility.facts.statusValue')],
    [t('accessibility.facts.date'), date],
  ] as const;
  return (
    <>
      <Box component="dl" sx={{ mt: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, '& dd': { m: 0, mb: { xs: 1, sm: 0 } } }}>
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {term}
            </Typography>
            <Typography component="dd">{value}</Typography>
          </Box>
        ))}
      </Box>
      <LegalSection heading={t('accessibility.status.heading')}>
        <Paragraph>{t('accessibility.status.body')}</Paragraph>
      </LegalSection>
      <LegalSection heading={t('accessibility.known.heading')}>
        <Bullets items={textList(t('accessibility.known.items', { returnObjects: true }))} />
      </LegalSection>
      <LegalSection heading={t('accessibility.help.heading')}>
        <Paragraph>{t('accessibility.help.body')}</Paragraph>
        <Link component={RouterLink} to="/accessibility">
          {t('accessibility.help.link')}
        </Link>
      </LegalSection>
      <LegalSection heading={t('accessibility.method.heading')}>
        <Paragraph>{t('accessibility.method.body', { date })}</Paragraph>
      </LegalSection>
      <LegalSection heading={t('accessibility.feedback.heading')}>
        <Paragraph>{t('accessibility.feedback.body')}</Paragraph>
        {settings.contact ? (
          <Typography sx={{ fontWeight: 600 }} data-testid="accessibility-contact">
            {t('accessibility.feedback.contact')} <ContactLine text={settings.contact} />
          </Typography>
        ) : (
          <Typography sx={{ fontWeight: 600 }} data-testid="accessibility-contact">
            {t('accessibility.feedback.missing')}
          </Typography>
        )}
      </LegalSection>
      <LegalSection heading={t('accessibility.enforcement.heading')}>
        {settings.enforcement ? (
          <>
            <Paragraph>{t('accessibility.enforcement.body')}</Paragraph>
            <Typography sx={{ fontWeight: 600 }} data-testid="accessibility-enforcement">
              <ContactLine text={settings.enforcement} />
            </Typography>
          </>
        ) : (
          <>
            <Paragraph>{t('accessibility.enforcement.default')}</Paragraph>
            <Link href={FEDERAL_CONCILIATION_BODY_URL} target="_blank" rel="noopener noreferrer" data-testid="accessibility-enforcement">
              {t('accessibility.enforcement.defaultLink')} <span>{t('newTab', { ns: NS })}</span>
            </Link>
          </>
        )}
      </LegalSection>
    </>
  );
}

/**
 * /accessibility-statement (issue 22): the accessibility statement public-sector embedders need
 * (Directive (EU) 2016/2102, BITV 2.0). /accessibility stays the accessibility settings page (spec 2);
 * the statement links it.
 */
export default function AccessibilityStatementPage() {
  const { t } = usePageTexts();
  const config = useLegalConfig();
  return (
    <LegalPageLayout title={t('accessibility.title')} meta={t('accessibility.intro')}>
      <WithConfig query={config}>
        {(legal) => <AccessibilityStatementView settings={legal?.accessibility ?? { contact: null, statementDate: ACCESSIBILITY_STATEMENT_REVIEWED, enforcement: null }} />}
      </WithConfig>
    </LegalPageLayout>
  );
}
