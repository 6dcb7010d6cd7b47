/**
 * The contract between the server and the server-rendering bundle (src/client/app/ssr/render.tsx, built
 * by webpack's 'ssr' build into dist-ssr/render.cjs): the server calls createPageRenderer once with
 * the run-time config and then renders pages with it.
 */
import type { Language } from './language';

export interface RenderedPage {
  /** 200, or 404 for a path no screen shows. */
  status: number;
  /** The app's markup, for inside #root. */
  markup: string;
  /** Critical CSS: <style> elements for the head. */
  styles: string;
  /** What the browser hydrates with, as JSON that is safe inside a <script> element. */
  state: string;
}

/** Renders a path ('/tasks?x=1') in a language; null for pages rendered in the browser only (the admin area). */
export type PageRenderer = (url: string, language: Language) => Promise<RenderedPage | null>;

export type CreatePageRenderer = (options: { clientConfig: unknown }) => PageRenderer;
