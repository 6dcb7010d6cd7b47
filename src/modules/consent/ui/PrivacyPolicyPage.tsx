import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePolicyTexts } from './policy-texts';
import { useNavigate } from 'react-router-dom';
import { CONSENT_VERSION } from '../contract';
import { PrivacyContact } from './PrivacyContact';
import { PrivacySettingsPanel } from './PrivacySettingsPanel';
import { clientConfigQuery } from '../../../client/config-query';
import { useHydrated } from '../../../client/hydration';
import { useModuleSlot } from '../../../client/module-slots';

interface PolicySection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** What the page reads from GET /api/config (the same key other screens use). */
interface PolicySettings {
  /** Whether after-photos go to an AI provider. */
  aiVerifier?: 'openai' | 'local';
  /** This module's clientConfig, under its id: the controller (PRIVACY_CONTACT); null when unset. */
  consent?: { privacyContact?: string | null };
}

/**
 * /privacy (spec 2, linked from the consent banner): what this service stores, why, for how long,
 * who else is involved and the reader's rights, then the privacy settings panel so choices can be
 * changed right here.
 */
export default function PrivacyPolicyPage() {
  usePolicyTexts();
  const { t } = useTranslation('consent');
  const navigate = useNavigate();
  const settings = useQuery(clientConfigQuery<PolicySettings>());
  const ai = settings.data?.aiVerifier ?? null;
  const sections = t('policy.sections', { returnObjects: true }) as unknown;
  const list: PolicySection[] = Array.isArray(sections) ? (sections as PolicySection[]) : [];
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: 2, py: 3 }}>
      <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))} startIcon={<ArrowBackIcon aria-hidden />} sx={{ mb: 1, ml: -1 }}>
        {t('policy.back')}
      </Button>
      <Typography variant="h1" component="h1">
        {t('policy.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('policy.meta', { version: CONSENT_VERSION })}
      </Typography>
      {list.map((section, i) => (
        <Box component="section" key={section.heading} sx={{ mt: 3 }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs?.map((p) => (
            <Typography key={p} sx={{ mb: 1 }}>
              {p}
            </Typography>
          ))}
          {section.items && (
            <List sx={{ listStyle: 'disc', pl: 3, py: 0, '& li': { display: 'list-item', pl: 0, py: 0.5 } }}>
              {section.items.map((item) => (
                <ListItem key={item} disableGutters>
                  <Typography>{item}</Typography>
                </ListItem>
              ))}
            </List>
          )}
          {i === 0 && settings.isSuccess && <PrivacyContact contact={settings.data.consent?.privacyContact ?? null} />}
          {i === 3 && ai && (
            <Typography sx={{ mt: 1, fontWeight: 600 }}>{ai === 'openai' ? t('policy.aiOpenai') : t('policy.aiLocal')}</Typography>
          )}
        </Box>
      ))}
      <Box sx={{ mt: 4 }}>
        <PrivacySettingsPanel showPolicyLink={false} headingLevel={2} />
      </Box>
      <LegalLinks />
    </Box>
  );
}

/**
 * The links to the other legal pages and the open data page (the legal module's `legalLinks` slot),
 * once the page has hydrated: a slot's code loads lazily, which server rendering cannot wait for.
 */
function LegalLinks() {
  const Links = useModuleSlot('legalLinks');
  const hydrated = useHydrated();
  if (!Links || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Links />
    </Suspense>
  );
}
