/**
 * In-process typed event bus. Modules declare their event names and payloads in their contract.ts
 * and augment `EventMap` there, so `emit` and `on` are checked at compile time. Events that must not
 * be lost are published through the outbox (outbox.ts), which delivers them to these same handlers.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EventMap {}

type Handler<T> = (payload: T) => void | Promise<void>;

export class EventBus {
  private handlers = new Map<string, Handler<unknown>[]>();

  constructor(private readonly onError: (event: string, err: unknown) => void = () => {}) {}

  on<K extends keyof EventMap & string>(event: K, handler: Handler<EventMap[K]>): () => void {
    const list = this.handlers.get(event) ?? [];
    list.push(handler as Handler<unknown>);
    this.handlers.set(event, list);
    return () => this.handlers.set(event, (this.handlers.get(event) ?? []).filter((h) => h !== handler));
  }

  /** How many handlers the event has (tests/integration/event-listeners.test.ts: every emitted event is listened to). */
  listenerCount(event: string): number {
    return (this.handlers.get(event) ?? []).length;
  }

  /** Runs every handler; a failing handler is reported and does not stop the others. */
  async emit<K extends keyof EventMap & string>(event: K, payload: EventMap[K]): Promise<void> {
    for (const handler of this.handlers.get(event) ?? []) {
      try {
        await handler(payload);
      } catch (err) {
        this.onError(event, err);
      }
    }
  }

  /**
   * The outbox's delivery of a stored event (its name and payload were checked when it was
   * published): runs every handler like emit, then throws when any of them failed, so the outbox
   * tries the event again later (every handler runs again then: handlers are idempotent).
   */
  async deliver(event: string, payload: unknown): Promise<void> {
    const errors: unknown[] = [];
    for (const handler of this.handlers.get(event) ?? []) {
      try {
        await handler(payload);
      } catch (err) {
        errors.push(err);
      }
    }
    if (errors.length === 1) throw errors[0];
    if (errors.length > 1) throw new AggregateError(errors, `${errors.length} handlers of ${event} failed`);
  }
}
