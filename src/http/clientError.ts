/**
 * Answers the requests Node's HTTP parser refuses before Express sees them (a header
 * section over the size limit, a malformed request line or header) with the error
 * envelope instead of Node's bare status line. Node lets a 'clientError' listener write
 * the answer itself while the socket is still writable; once it is not (a client that
 * reset the connection), there is nobody to answer and the socket is closed.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError } from './errors.js';
import { RAW_ANSWER_HEADERS } from './secureHeaders.js';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
};

/** The envelope for a parser failure code (HPE_HEADER_OVERFLOW, …). */
export function clientErrorFor(code: string | undefined): ApiError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError(
        431,
        'invalid_request_error',
        'headers_too_large',
        'The request headers are larger than the server accepts (16 KiB in all by default). Send fewer or shorter headers.',
      );
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError(
        408,
        'invalid_request_error',
        'request_timeout',
        'The request did not arrive in time. Send it again.',
      );
    default:
      return new ApiError(
        400,
        'invalid_request_error',
        'malformed_request',
        'The request is not valid HTTP/1.1 (request line, headers or framing).',
      );
  }
}

export function rawAnswer(err: ApiError): string {
  const requestId = `req_${randomBytes(12).toString('base64url')}`;
  const body = JSON.stringify(err.body(requestId));
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'X-Request-Id': requestId,
    ...RAW_ANSWER_HEADERS,
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${err.status} ${STATUS_TEXT[err.status] ?? 'Bad Request'}\r\n${head.join('')}\r\n${body}`;
}

export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection reset, a socket already half-closed, or one whose previous answer is
    // still going out (keep-alive) cannot take an answer: Node's own handler checks the same.
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(rawAnswer(clientErrorFor(err.code)));
  });
}
