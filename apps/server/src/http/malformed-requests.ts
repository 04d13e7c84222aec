import type { FastifyReply, FastifyServerOptions } from 'fastify';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@canopy/shared/schemas/errors';
import { SECURITY_HEADERS } from './security-headers.ts';

const INVALID: ErrorBody = { error: 'Invalid request', code: 'validation.failed' };
const TOO_LARGE: ErrorBody = { error: 'Request headers are too large', code: 'request.too_large' };

/**
 * Requests that fail before any route or hook can run still get our answer: our `{error, code}` shape and
 * every security header, never the framework's own body or its internal codes.
 */
export const malformedRequestOptions: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  // A URL Fastify cannot decode (`GET /%`): the router never ran, so neither did the header hook.
  frameworkErrors: (_error, _request, reply) => {
    void (reply as FastifyReply).code(400).headers(SECURITY_HEADERS).send(INVALID);
  },
  // Bytes Node's HTTP parser refuses (bad header values, oversized heads, not HTTP at all): no request exists,
  // so the answer is written to the socket by hand.
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
    if (!socket.writable) return;
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify(tooLarge ? TOO_LARGE : INVALID);
    const headers = {
      ...SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.end(
      `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n${head}\r\n\r\n${body}`,
    );
  },
};
