import { renderToStaticMarkup } from 'react-dom/server';
import type { ComponentType } from 'react';

/** Tests: the drawing of an icon (its viewBox and path), its test id and whether it is hidden from screen readers. */
export function iconDrawing(Icon: ComponentType) {
  const html = renderToStaticMarkup(<Icon />);
  return {
    viewBox: /viewBox="([^"]*)"/.exec(html)?.[1],
    d: /<path d="([^"]*)"/.exec(html)?.[1],
    testId: /data-testid="([^"]*)"/.exec(html)?.[1],
    hidden: /aria-hidden="true"/.test(html),
  };
}
