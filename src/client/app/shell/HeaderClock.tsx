import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hydration';
import { toLanguage } from '../../../shared/language';
import { formatClock } from './plain-format';

const clockSx = { fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap', minWidth: '5ch', flexShrink: 0 } as const;

/**
 * The current time, formatted for the active language (without Intl, see plain-format.ts), updated
 * at the start of every minute. The server does not know the person's clock or time zone: the
 * server-rendered page (and hydration) keeps the place empty, the time appears right after.
 */
export function HeaderClock({ now: fixedNow, id }: { now?: Date; id?: string }) {
  const hydrated = useHydrated();
  if (!hydrated && !fixedNow) return <Typography component="span" variant="body2" aria-hidden sx={clockSx} />;
  return <Clock fixedNow={fixedNow} id={id} />;
}

function Clock({ fixedNow, id }: { fixedNow?: Date; id?: string }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => fixedNow ?? new Date());

  useEffect(() => {
    if (fixedNow) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(new Date());
    const timeout = setTimeout(() => {
      tick();
      interval = setInterval(tick, 60_000);
    }, 60_000 - (Date.now() % 60_000));
    return () => {
      clearTimeout(timeout);
      if (interval) clearInterval(interval);
    };
  }, [fixedNow]);

  const text = formatClock(now, toLanguage(i18n.language) ?? 'en');
  return (
    <Typography component="time" id={id} dateTime={now.toISOString()} variant="body2" aria-label={`${t('header.currentTime')}: ${text}`} sx={clockSx}>
      {text}
    </Typography>
  );
}
