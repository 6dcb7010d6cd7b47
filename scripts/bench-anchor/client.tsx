/** The anchor in the browser: hydrates the server-rendered page with the state it was rendered with. */
import createCache from '@emotion/cache';
import { hydrateRoot } from 'react-dom/client';
import type { AnchorState } from './Anchor';
import AnchorMap from './AnchorMap';
import { AnchorRoot, STATE_ID } from './root';
import { createAnchorI18n } from './texts';

const state = JSON.parse(document.getElementById(STATE_ID)?.textContent ?? 'null') as AnchorState;
hydrateRoot(document.getElementById('root')!, <AnchorRoot cache={createCache({ key: 'css' })} i18n={createAnchorI18n()} state={state} map={AnchorMap} />);
