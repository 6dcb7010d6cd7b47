import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ImprintDto } from '../contract';
import { WithConfig } from './ConfigState';
import { ContactLine } from './ContactLine';
import { LegalPageLayout, LegalSection, usePageTexts } from './LegalPageLayout';
import { useLegalConfig } from './legal-config';

/** Lines as one paragraph with line breaks (an address, IMPRINT_TEXT); email addresses and URLs in them are links. */
function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <Typography component="p" sx={{ mb: 1 }}>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          <ContactLine text={line} />
        </span>
      ))}
    </Typography>
  );
}

/**
 * The imprint's content: each part the operator configured (IMPRINT_*) under its heading, or, when
 * nothing is configured (null), a plain sentence saying so, like the privacy policy without
 * PRIVACY_CONTACT.
 */
export function ImprintView({ imprint }: { imprint: ImprintDto | null }) {
  const { t } = usePageTexts();
  if (!imprint) {
    return (
      <Typography sx={{ mt: 3, fontWeight: 600 }} data-testid="imprint-missing">
        {t('imprint.missing')}
      </Typography>
    );
  }
  const tel = imprint.phone ? `tel:${imprint.phone.replace(/[^+0-9]/g, '')}` : null;
  return (
    <div data-testid="imprint">
      {(imprint.name || imprint.address.length > 0) && (
        <LegalSection heading={t('imprint.provider')}>
          {imprint.name && <Typography sx={{ mb: 1, fontWeight: 600 }}>{imprint.name}</Typography>}
          {imprint.address.length > 0 && <Lines lines={imprint.address} />}
        </LegalSection>
      )}
      {(imprint.email || imprint.phone) && (
        <LegalSection heading={t('imprint.contact')}>
          {imprint.email && (
            <Typography sx={{ mb: 0.5 }}>
              {t('imprint.email')} <Link href={`mailto:${imprint.email}`}>{imprint.email}</Link>
            </Typography>
          )}
          {imprint.phone && tel && (
            <Typography sx={{ mb: 0.5 }}>
              {t('imprint.phone')} <Link href={tel}>{imprint.phone}</Link>
            </Typography>
          )}
        </LegalSection>
      )}
      {imprint.register && (
        <LegalSection heading={t('imprint.register')}>
          <Typography>{imprint.register}</Typography>
        </LegalSection>
      )}
      {imprint.vatId && (
        <LegalSection heading={t('imprint.vatId')}>
          <Typography>{imprint.vatId}</Typography>
        </LegalSection>
      )}
      {imprint.responsible && (
        <LegalSection heading={t('imprint.responsible')}>
          <Typography>{imprint.responsible}</Typography>
        </LegalSection>
      )}
      {imprint.text.length > 0 && (
        <LegalSection heading={t('imprint.more')}>
          <Lines lines={imprint.text} />
        </LegalSection>
      )}
    </div>
  );
}

/** /imprint (issue 22): the provider's details German sites must show (§ 5 DDG), from the settings. */
export default function ImprintPage() {
  const { t } = usePageTexts();
  const config = useLegalConfig();
  return (
    <LegalPageLayout title={t('imprint.title')} meta={t('imprint.meta')}>
      <WithConfig query={config}>{(legal) => <ImprintView imprint={legal?.imprint ?? null} />}</WithConfig>
    </LegalPageLayout>
  );
}
