import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import LegalLinks from './LegalLinks';
import { ensureTexts, NS } from './page-texts';

/**
 * The frame of every legal page, like the privacy policy's: back, the title (h1), a line under it,
 * the content, then the links to the other legal pages. Readable on a phone (one column, at most
 * 760 px wide).
 */
export function LegalPageLayout({ title, meta, children }: { title: string; meta?: ReactNode; children: ReactNode }) {
  const { t } = usePageTexts();
  const navigate = useNavigate();
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: 2, py: 3 }}>
      <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))} startIcon={<ArrowBackIcon aria-hidden />} sx={{ mb: 1, ml: -1 }}>
        {t('back')}
      </Button>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {meta && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {meta}
        </Typography>
      )}
      {children}
      <LegalLinks />
    </Box>
  );
}

/** The pages' texts (added to i18next on first use), with `t` bound to their namespace. */
export function usePageTexts() {
  const { i18n } = useTranslation();
  ensureTexts(i18n);
  return useTranslation(NS);
}

/** A section with its h2; the section is named by it. */
export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography variant="h2" component="h2" id={id} sx={{ fontSize: '1.25rem', mb: 1 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1 }}>{children}</Typography>;
}

/** A bulleted list (a real list for screen readers). */
export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <List sx={{ listStyle: 'disc', pl: 3, py: 0, '& li': { display: 'list-item', pl: 0, py: 0.5 } }}>
      {items.map((item, i) => (
        <ListItem key={i} disableGutters>
          <Typography component="span">{item}</Typography>
        </ListItem>
      ))}
    </List>
  );
}

/** Text copied as it is (an attribution line, a URL): monospace, wraps on a phone. */
export function Verbatim({ children }: { children: ReactNode }) {
  return (
    <Box component="code" sx={{ display: 'block', my: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: '0.95rem', overflowWrap: 'anywhere' }}>
      {children}
    </Box>
  );
}

/** An array of strings from the texts (or none). */
export function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
