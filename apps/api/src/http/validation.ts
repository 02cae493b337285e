import { refusingUnsafeText } from '@creative-ng/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * The validator of every route's body, query, params and headers: text no field may hold (NUL, a lone
 * surrogate) is refused first, anywhere in the input, with a 400 tied to its field in the shared message, then the
 * route's own schema parses the rest. One check at the edge, so no route, filter or CSV export reaches the
 * database with text it cannot store.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: refusingUnsafeText(route.schema) });
