// How the OpenAPI document is made from the route schemas (@fastify/swagger): shared answer schemas
// (the refusal, each resource's record) keep their own names under components.schemas, and a route's
// multipart body, which Fastify cannot validate as parsed (schemaParts.multipartSchema), is shown
// beside its form body.
import type { SwaggerOptions } from '@fastify/swagger';

type RouteSchema = Record<string, unknown> & { body?: { content?: Record<string, unknown> }; multipart?: object; consumes?: string[] };

const FORM_MEDIA = 'application/x-www-form-urlencoded';
const MULTIPART_MEDIA = 'multipart/form-data';

/** The route schema as the document shows it: a `multipart` body joins the form body as one more media type. */
export function documentedSchema(schema: RouteSchema | undefined): RouteSchema | undefined {
  if (!schema?.multipart) return schema;
  const { multipart, body, consumes, ...rest } = schema;
  const forms = body === undefined ? {} : body.content ?? { [consumes?.find((c) => c !== MULTIPART_MEDIA) ?? FORM_MEDIA]: { schema: body } };
  return { ...rest, body: { content: { ...forms, [MULTIPART_MEDIA]: { schema: multipart } } } };
}

export const OPENAPI_OPTIONS: SwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: { title: 'F9 freight portal API', version: '1', description: 'Every call is signed (see README); answers are { success, data, message, exceptioncode }.' },
  },
  // A shared schema is named by its $id (`refusal`, `record.address`), not `def-N`.
  refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  transform: ({ schema, url }) => ({ schema: documentedSchema(schema as RouteSchema) as never, url }),
};
