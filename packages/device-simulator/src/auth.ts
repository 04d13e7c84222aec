import type { IncomingMessage } from 'node:http';

export interface AuthFailure {
  status: number;
  body: { error: string; error_description: string };
}

const invalidRequest = (description: string): AuthFailure => ({
  status: 400,
  body: { error: 'invalid_request', error_description: description },
});

/** The cloud's OAuth middleware answers, including its deprecated token places (query string, form body). */
export function checkAuth(
  req: IncomingMessage,
  query: URLSearchParams,
  bodyToken: string | undefined,
  token: string,
): AuthFailure | null {
  const header = req.headers.authorization;
  const places = [header, query.get('access_token') ?? undefined, bodyToken].filter((v) => v !== undefined);
  if (places.length === 0) return invalidRequest('The access token was not found');
  if (places.length > 1) {
    return invalidRequest(
      'Only one method may be used to authenticate at a time (Auth header,  GET or POST).',
    );
  }
  let given: string | undefined;
  if (header !== undefined) {
    const match = /^Bearer\s(\S+)$/.exec(header);
    if (!match) return invalidRequest('Malformed auth header');
    given = match[1];
  } else {
    given = places[0];
  }
  if (given !== token) {
    return {
      status: 401,
      body: { error: 'invalid_token', error_description: 'The access token provided is invalid.' },
    };
  }
  return null;
}
