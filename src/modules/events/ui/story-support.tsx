import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-webpack5';
import { createQueryClient } from '../../../client/query-client';

/** A fresh react-query cache per story, so each story's stubbed answers are the ones it shows. */
function FreshQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export const freshQueries: Decorator = (Story) => (
  <FreshQueries>
    <Story />
  </FreshQueries>
);

/** An answer: JSON with a status, after a short wait (so the loading state shows first); 'never' never answers. */
export type StubAnswer = { status?: number; body: unknown; delayMs?: number } | 'never';

/**
 * Replaces window.fetch for the story: `routes` maps "METHOD /path" (the query string left out) to an
 * answer or a function making one; everything else goes to the real fetch. Returns the cleanup.
 */
export function stubApi(routes: Record<string, StubAnswer | ((url: string, init?: RequestInit) => StubAnswer)>) {
  const original = window.fetch;
  window.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${new URL(url, window.location.origin).pathname}`];
    if (!route) return original(input, init);
    const answer = typeof route === 'function' ? route(url, init) : route;
    if (answer === 'never') return new Promise<Response>(() => {});
    await new Promise((r) => setTimeout(r, answer.delayMs ?? 300));
    return Response.json(answer.body, { status: answer.status ?? 200 });
  };
  return () => {
    window.fetch = original;
  };
}
