import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { drainOptions } from './drain.ts';
import { malformedRequestOptions } from './malformed-requests.ts';
import { createResponseSerializers } from './response-serializer.ts';

export interface HttpAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** The proxies trusted to say who the caller is (TRUST_PROXY); none without it. */
  trustProxy?: readonly string[];
  /** Every answer also checked by zod against the compiled serializer (default: under tests). */
  strictResponses?: boolean;
}

/** The bare Fastify app: zod validation, compiled response serializers, refusals of malformed requests. */
export function createHttpApp(options: HttpAppOptions) {
  // Secrets never reach logs: tokens travel in headers, which pino's default request serializer leaves out.
  const app = Fastify({
    logger: options.logger ?? false,
    // Behind a load balancer, `request.ip` is the caller its X-Forwarded-For names, if it is trusted.
    trustProxy: options.trustProxy ? [...options.trustProxy] : false,
    ...malformedRequestOptions,
    ...drainOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  const responses = createResponseSerializers({
    strict: options.strictResponses ?? process.env.NODE_ENV === 'test',
  });
  app.setSerializerCompiler(responses.compiler);
  return { app, responses };
}
