/**
 * Lets the browser handle input and paint before the caller goes on (scheduler.yield where the
 * browser has it, else a timer): work split at these points runs as separate tasks instead of one
 * long task that blocks the page.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
