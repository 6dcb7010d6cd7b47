import { describe, expect, it } from 'vitest';
import { createPageRenderer } from './render';

describe('scratch', () => {
  it('renders /', async () => {
    const render = createPageRenderer({ clientConfig: { mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', mapAttribution: 'x' } });
    const t0 = performance.now();
    const page = await render('/', 'en');
    console.log('first', performance.now() - t0);
    for (let i = 0; i < 0; i++) { const t = performance.now(); await render('/tasks', 'de'); console.log(performance.now() - t); }
    console.log(page!.status, page!.markup.length, page!.styles.length, page!.state.length);
    console.log(page!.markup.slice(0, 3000));
    expect(page).toBeTruthy();
  });
});
