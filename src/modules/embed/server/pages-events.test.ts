import { describe, expect, it } from 'vitest';
import type { EventDto } from '../../events/contract';
import { eventsSection, withEvents } from './pages';

const event = (id: string, title: string, startsAt: string) => ({ id, title, startsAt }) as EventDto;

describe('upcoming events on the embed map page (issue 24)', () => {
  it('renders a short escaped list with links into the app', () => {
    const html = eventsSection([event('e1', 'Park <clean> & "up"', '2030-06-01T10:00:00.000Z')], 'https://app.example', 'en');
    expect(html).toBe(
      '<section class="cq-events" aria-labelledby="cq-events-heading"><h2 id="cq-events-heading">Upcoming cleanups</h2><ul>' +
        '<li><a href="https://app.example/events/e1" target="_blank" rel="noopener">Park &lt;clean&gt; &amp; &quot;up&quot;</a> <time datetime="2030-06-01T10:00:00.000Z">Sat 1 Jun</time></li></ul></section>',
    );
    expect(eventsSection([event('e1', 'x', '2030-06-01T10:00:00.000Z')], 'https://app.example', 'de')).toContain('Nächste Aufräumaktionen');
    expect(eventsSection([], 'https://app.example', 'en')).toBe('');
  });

  it('puts the list before the footer, else before the end of the body', () => {
    expect(withEvents('<body><main></main><footer>f</footer></body>', '<s/>')).toBe('<body><main></main><s/><footer>f</footer></body>');
    expect(withEvents('<body><main></main></body>', '<s/>')).toBe('<body><main></main><s/></body>');
    expect(withEvents('<body></body>', '')).toBe('<body></body>');
  });
});
