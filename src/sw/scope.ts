/**
 * The service worker's global scope, typed by hand: the project compiles with the DOM library, whose
 * `self` is a Window, and the WebWorker library cannot join it in one program. Only what the
 * service worker's files use is declared; a file that needs more (push, background sync) adds it here.
 */
import type { PrecacheEntry } from 'workbox-precaching';

/** An event the worker may keep alive with a promise (install, activate, message, sync, push). */
export interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
}

export interface ServiceWorkerScope {
  /** The precache list InjectManifest writes in at build time (tools/webpack/pwa.ts). */
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: string, listener: (event: ExtendableEventLike) => void): void;
}

export const sw = self as unknown as ServiceWorkerScope;
