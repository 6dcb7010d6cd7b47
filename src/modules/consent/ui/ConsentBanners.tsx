import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useConsentRecorder, useConsentStatus, useLocalConsent, useLocalRenewalReason } from './api/use-consent';
import { ConsentBanner, type BannerDecision } from './ConsentBanner';
import type { OptionalChoices } from './consent-slice';
import { SimpleConsentBanner, type SimpleChoice } from './SimpleConsentBanner';

export type BannerVariant = 'auto' | 'detailed' | 'simple';

const SIMPLE: Record<SimpleChoice, { choices: OptionalChoices; rejected: boolean }> = {
  rejectAll: { choices: { analytics: false, performance: false }, rejected: true },
  essentialOnly: { choices: { analytics: false, performance: false }, rejected: false },
  acceptAll: { choices: { analytics: true, performance: true }, rejected: false },
};

/** Height of the bottom navigation the banner sits above (BottomNav: 64px plus the safe area). */
const ABOVE_NAV = 'calc(64px + env(safe-area-inset-bottom))';

/**
 * Rendered once in the shell (client module globalComponents). Shows a consent banner while this
 * browser has no stored consent (or its renewal is due; after a policy change it says what changed), fixed at the bottom just above the
 * bottom navigation, with an in-flow spacer of the same height so no content stays hidden under it.
 *
 * Which banner: on narrow screens (below the `sm` breakpoint, i.e. phones) the simpler banner (Reject
 * All, Essential Only, Accept All) with a 'Choose categories' link to the full one; on wider screens
 * the full banner (Accept All, Manage Preferences, Accept Selected, Reject Optional, close).
 * Closing hides it for this page load only: nothing is saved, so it returns on the next load.
 *
 * Also: when this browser has a stored choice but the session's user has none on the server (a new
 * guest session), the stored choice is recorded for them once (source 'sync').
 */
export default function ConsentBanners({ variant = 'auto' }: { variant?: BannerVariant }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const local = useLocalConsent();
  // A choice made under an older policy: asked again, with what changed (issue 33).
  const policyUpdated = useLocalRenewalReason() === 'policy_updated';
  const { userId, save, syncOnce } = useConsentRecorder();
  const [closed, setClosed] = useState(false);
  const [detailed, setDetailed] = useState(false);

  const status = useConsentStatus(userId, !!local);
  const serverHasConsent = status.data?.consentStatus.hasConsent;
  useEffect(() => {
    if (local && serverHasConsent === false) syncOnce({ analytics: local.analytics, performance: local.performance });
  }, [local, serverHasConsent, syncOnce]);

  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  const open = !local && !closed;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!open || !el) return;
    // The size comes from the observer's first call, made after the browser's own layout: reading
    // offsetHeight here forced a layout of its own (23-64 ms on a phone, npm run bench:trace).
    if (typeof ResizeObserver === 'undefined') {
      setHeight(el.offsetHeight);
      return;
    }
    const observer = new ResizeObserver(([entry]) => setHeight(entry?.borderBoxSize?.[0]?.blockSize ?? el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, [open]);

  if (!open) return null;
  const simple = variant === 'simple' || (variant === 'auto' && narrow && !detailed);

  const onBanner = (choices: OptionalChoices, decision: BannerDecision) => save(choices, { rejected: decision === 'rejectOptional', source: 'banner' });
  const onSimple = (choice: SimpleChoice) => save(SIMPLE[choice].choices, { rejected: SIMPLE[choice].rejected, source: 'simple_banner' });

  return (
    <>
      <Box aria-hidden sx={{ height, flexShrink: 0 }} />
      <Box
        ref={ref}
        data-testid="consent-banner"
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: ABOVE_NAV,
          zIndex: theme.zIndex.appBar + 1,
          maxHeight: 'calc(100dvh - 140px)',
          overflowY: 'auto',
          px: { xs: 0, sm: 2 },
          pb: { xs: 0, sm: 1 },
          display: 'flex',
          justifyContent: 'center',
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 720 }}>
          {simple ? (
            <SimpleConsentBanner onChoose={onSimple} onMoreOptions={variant === 'auto' ? () => setDetailed(true) : undefined} policyUpdated={policyUpdated} />
          ) : (
            <ConsentBanner onSave={onBanner} onClose={() => setClosed(true)} defaultManaging={detailed} policyUpdated={policyUpdated} />
          )}
        </Box>
      </Box>
    </>
  );
}
