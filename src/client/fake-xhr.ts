/**
 * A stand-in XMLHttpRequest for tests and stories (install with vi.stubGlobal or by assignment).
 * Records each sent request; the test drives progress and the response.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  /** Called on send(), e.g. to answer right away. */
  static onSend: ((xhr: FakeXhr) => void) | null = null;

  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  requestHeaders: Record<string, string> = {};
  body: unknown = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  static reset() {
    FakeXhr.sent = [];
    FakeXhr.onSend = null;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    FakeXhr.onSend?.(this);
  }
  abort() {
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}
