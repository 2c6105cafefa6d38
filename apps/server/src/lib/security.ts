/**
 * Cross-cutting request and response rules (DESIGN.md §3, §4) that no route should have to remember:
 * the free-text rule over every request, `no-store` on API answers, no Referer from pages whose URL is a
 * credential, Permissions-Policy, and answers in the API's error shape for errors Node's HTTP parser
 * raises before Fastify sees a request (431 and friends).
 */
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, UNSAFE_TEXT_MESSAGE, credentialPagePattern, findUnsafeText } from '@safari/contract';
import { AppError } from './errors.js';

/** Browser features the product never uses; a compromised script or an embedded frame gets none of them. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/**
 * Pages whose URL carries a credential (a reset or setup token, a share token, a traveller id) get
 * `no-referrer` with the HTML itself, so even the page's own first requests (made before any script
 * could add a meta tag) never carry the URL in a Referer header.
 */
export function isCredentialPage(url: string): boolean {
  return credentialPagePattern(url.split('?')[0] ?? url) !== null;
}

function rejectUnsafeText(request: FastifyRequest): void {
  const fields = [
    ...findUnsafeText(request.params),
    ...findUnsafeText(request.query),
    ...findUnsafeText(request.body),
  ];
  if (fields.length === 0) return;
  const errors = fields.map((field) => `${field}: ${UNSAFE_TEXT_MESSAGE}`);
  throw new AppError(ERROR_CODES.validation, errors[0]!, { errors });
}

export function registerSecurityHooks(app: FastifyInstance): void {
  // preValidation: after the body is parsed, before the route's schema (and long before any SQL) sees it.
  app.addHook('preValidation', async (request) => rejectUnsafeText(request));

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api') {
      // API answers hold traveller details, tokens and sessions; a route that may be cached says so itself.
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    } else if (isCredentialPage(url)) {
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; error: string; code: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    error: 'Request headers are too large',
    code: ERROR_CODES.headersTooLarge,
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', error: 'Request timed out', code: ERROR_CODES.timeout },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', error: 'Malformed request', code: ERROR_CODES.validation };

/**
 * Fastify's `clientErrorHandler`: Node's parser rejects some requests (oversized headers, garbage on the
 * wire, time-outs) before any route or hook runs. Answer them in the API's `{ error, code }` shape too.
 */
export function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const known = CLIENT_ERRORS[err.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify({ error: known.error, code: known.code });
  socket.end(
    `HTTP/1.1 ${known.status} ${known.reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}
