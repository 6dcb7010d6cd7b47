/**
 * The anchor on the server (built to dist-anchor/render.cjs; src/server/http/bench-anchor.ts loads it
 * when BENCH_ANCHOR_DIR is set): renderToString with emotion's critical CSS, as the app's
 * src/client/app/ssr/render.tsx does, behind the same createPageRenderer contract.
 */
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import type { CreatePageRenderer, RenderedPage } from '../../src/shared/page-rendering';
import type { AnchorState } from './Anchor';
import { AnchorRoot } from './root';
import { createAnchorI18n } from './texts';

/** JSON that cannot end a <script> element. */
const scriptSafe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export const createPageRenderer: CreatePageRenderer = ({ clientConfig }) => {
  const config = (clientConfig ?? {}) as Partial<AnchorState>;
  const state: AnchorState = { mapTileUrl: String(config.mapTileUrl ?? ''), mapAttribution: String(config.mapAttribution ?? '') };
  const i18n = createAnchorI18n();
  return async (): Promise<RenderedPage> => {
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const markup = renderToString(<AnchorRoot cache={cache} i18n={i18n} state={state} />);
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup));
    return { status: 200, markup, styles, state: scriptSafe(state) };
  };
};
