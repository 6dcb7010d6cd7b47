import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { OPEN_DATA_LICENCE, PHOTO_LICENCE } from '../../../shared/licences';
import { Bullets, LegalPageLayout, LegalSection, Paragraph, textList, usePageTexts, Verbatim } from './LegalPageLayout';

/** The public read endpoints this page names (served by the opendata and open311 modules). */
export const OPEN_DATA_ENDPOINTS = {
  geojson: '/api/open-data/tasks.geojson',
  csv: '/api/open-data/tasks.csv',
  open311: '/open311/v2',
} as const;

/** What the page links: the exports, and Open311's list of services (its entry point). */
const ENDPOINT_LINKS = { ...OPEN_DATA_ENDPOINTS, open311: `${OPEN_DATA_ENDPOINTS.open311}/services.json` } as const;

/** An example of the filters (a fixed example, not today's date). */
export const OPEN_DATA_EXAMPLE = `${OPEN_DATA_ENDPOINTS.geojson}?bbox=11.90,51.45,12.05,51.52&since=2026-01-01&status=open`;

/**
 * /open-data (issue 22): what the exports contain and never contain, where they are (GeoJSON, CSV,
 * Open311), the ODbL 1.0 with its link and the attribution to use, and the photos' own CC BY 4.0
 * credit. Static: the licences and texts are the code's (src/shared/licences.ts).
 */
export default function OpenDataPage() {
  const { t } = usePageTexts();
  return (
    <LegalPageLayout title={t('openData.title')} meta={t('openData.meta')}>
      <Typography sx={{ mt: 2 }}>{t('openData.intro')}</Typography>
      <LegalSection heading={t('openData.contains.heading')}>
        <Bullets items={textList(t('openData.contains.items', { returnObjects: true }))} />
        <Paragraph>
          {t('openData.contains.never')}{' '}
          <Link component={RouterLink} to="/privacy">
            {t('links.privacy', { ns: 'legal' })}
          </Link>
        </Paragraph>
      </LegalSection>
      <LegalSection heading={t('openData.endpoints.heading')}>
        <Bullets
          items={(['geojson', 'csv', 'open311'] as const).map((key) => (
            <>
              <Link href={ENDPOINT_LINKS[key]} sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {ENDPOINT_LINKS[key]}
              </Link>
              {': '}
              {t(`openData.endpoints.${key}`)}
            </>
          ))}
        />
        <Paragraph>{t('openData.endpoints.filters')}</Paragraph>
        <Verbatim>{OPEN_DATA_EXAMPLE}</Verbatim>
        <Paragraph>{t('openData.endpoints.cors')}</Paragraph>
      </LegalSection>
      <LegalSection heading={t('openData.licence.heading')}>
        <Paragraph>{t('openData.licence.body')}</Paragraph>
        <Link href={OPEN_DATA_LICENCE.url} target="_blank" rel="noopener noreferrer">
          {t('openData.licence.link')} <span>{t('newTab')}</span>
        </Link>
      </LegalSection>
      <LegalSection heading={t('openData.attribution.heading')}>
        <Paragraph>{t('openData.attribution.data')}</Paragraph>
        <Verbatim>
          <span data-testid="open-data-attribution">{OPEN_DATA_LICENCE.attribution}</span>
        </Verbatim>
        <Paragraph>{t('openData.attribution.photos')}</Paragraph>
        <Verbatim>
          <span data-testid="photo-attribution">{PHOTO_LICENCE.attribution}</span>
        </Verbatim>
        <Paragraph>
          <Link href={PHOTO_LICENCE.url} target="_blank" rel="noopener noreferrer">
            {t('openData.attribution.photoLink')} <span>{t('newTab')}</span>
          </Link>
        </Paragraph>
        <Paragraph>{t('openData.attribution.yours')}</Paragraph>
      </LegalSection>
    </LegalPageLayout>
  );
}
