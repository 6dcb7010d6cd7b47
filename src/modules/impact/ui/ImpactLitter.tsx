import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { addLazyTexts } from '../../../client/lazy-texts';
import { toLanguage } from '../../../shared/language';
import { endpointQuery } from '../../../client/endpoint';
import { litterTaxonomy } from '../../litter/endpoints';
import type { PartnerImpactDto } from '../contract';
import { formatNumber } from './format';
import ar from './litter-texts.ar.json';
import de from './litter-texts.de.json';
import fr from './litter-texts.fr.json';
import es from './litter-texts.es.json';
import it from './litter-texts.it.json';
import en from './litter-texts.en.json';
import nl from './litter-texts.nl.json';
import pl from './litter-texts.pl.json';
import { useImpactTexts } from './texts';

const NS = 'impact';
/** Entries shown per list. */
export const LITTER_LIST_LENGTH = 5;

/**
 * Issue 24: the litter tagged in the partner's area in the period, as two short ranked lists (items
 * and brands). Item names come from the litter taxonomy (its id while it loads or without it).
 */
export function ImpactLitter({ litter, brandAudit }: { litter: PartnerImpactDto['litter']; brandAudit?: { href: string; from: string; to: string } }) {
  const { t, i18n } = useImpactTexts();
  addLazyTexts(i18n, NS, { en, de, fr, es, it, nl, pl, ar });
  const lang = i18n.language;
  const taxonomy = useQuery({ ...endpointQuery(litterTaxonomy), staleTime: 10 * 60_000, enabled: litter.items.length > 0 });
  const itemLabel = (id: string) => {
    const item = taxonomy.data?.items.find((i) => i.id === id);
    return item ? item.labels[toLanguage(lang) ?? 'en'] : id;
  };
  const lists = [
    { key: 'items', title: t('page.litter.items'), rows: litter.items.slice(0, LITTER_LIST_LENGTH).map((i) => ({ name: itemLabel(i.item), count: i.count })) },
    { key: 'brands', title: t('page.litter.brands'), rows: litter.brands.slice(0, LITTER_LIST_LENGTH).map((b) => ({ name: b.brand, count: b.count })) },
  ].filter((l) => l.rows.length > 0);
  return (
    <Box component="section" aria-labelledby="impact-litter" sx={{ mt: 4 }} data-testid="impact-litter">
      <Typography id="impact-litter" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('page.litter.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('page.litter.intro')}
      </Typography>
      {lists.length === 0 ? (
        <Typography color="text.secondary">{t('page.litter.empty')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, gap: 2 }}>
          {lists.map((l) => (
            <Paper key={l.key} variant="outlined" sx={{ p: 1.5 }}>
              <Typography component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
                {l.title}
              </Typography>
              <Box component="ol" sx={{ m: 0, pl: 3 }}>
                {l.rows.map((r) => (
                  <li key={r.name}>
                    {r.name}: {t('page.litter.count', { count: r.count, formatted: formatNumber(r.count, lang) })}
                  </li>
                ))}
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      {brandAudit && (
        <>
          <Button component="a" href={brandAudit.href} download variant="outlined" startIcon={<DownloadIcon aria-hidden />} sx={{ minHeight: 44, mt: 2 }}>
            {t('page.litter.brandAudit')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('page.litter.brandAuditHelp', { from: brandAudit.from, to: brandAudit.to })}
          </Typography>
        </>
      )}
    </Box>
  );
}
