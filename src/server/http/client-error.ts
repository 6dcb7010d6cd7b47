import http from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorCodes, type ErrorBody } from '../../shared/errors';

/** The HTTP server main.ts listens with: Koa's handler, and JSON answers for requests Node cannot parse. */
export function createHttpServer(handler: http.RequestListener, options: http.ServerOptions = {}): http.Server {
  const server = http.createServer(options, handler);
  server.on('clientError', answerClientError);
  return server;
}

function describe(code: string | undefined): { status: number; body: ErrorBody } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, body: { error: "The request headers are too large. Clearing this site's cookies may help.", code: ErrorCodes.HEADERS_TOO_LARGE } };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, body: { error: 'The request body is too large.', code: ErrorCodes.PAYLOAD_TOO_LARGE } };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, body: { error: 'The request took too long to arrive.', code: 'HTTP_408' } };
    default:
      return { status: 400, body: { error: 'The request could not be understood.', code: 'HTTP_400' } };
  }
}

/**
 * Node's HTTP parser refuses a request before Koa sees it (headers over --max-http-header-size, a
 * malformed request line, a request that took too long) and by default answers with a bare status and
 * no body. This answers with the same statuses in the project's JSON error format, then ends the
 * connection (it cannot be parsed further).
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (socket.writableEnded || socket.destroyed) return; // already answered; the rest is ignored
  // Like Node's default: never write into a response that has already started on this connection.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, body } = describe(err.code);
  const json = JSON.stringify(body);
  socket.end(
    [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(json)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      json,
    ].join('\r\n'),
  );
  // A client that neither closes nor stops sending is cut off shortly after.
  setTimeout(() => socket.destroy(), 2000).unref();
}
