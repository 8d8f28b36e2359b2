// The columns an upload call reads (a domain's own import, e.g. the FBA pack list), published at
// `<path>-columns` so the import dialog offers a template and lists them as it does for an entity's
// own import: each column's name, the i18n key of its title, and whether a row must fill it.
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { answers, arrayOf, BOOLEAN, exactObject, TEXT } from '../http/answerSchemas';
import { querySchema } from '../routes/schemaParts';
import type { EntitySchema } from './entityFields';
import type { RouteAccess } from '../auth/access';

export interface ImportColumn {
  name: string;
  title: string;
  required: boolean;
}

/** The writable columns of a row schema, in its order (read-only fields are the server's). */
export function importColumns(schema: EntitySchema): ImportColumn[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties)
    .filter(([, p]) => !p.readOnly)
    .map(([name, p]) => ({ name, title: typeof p.title === 'string' ? p.title : `field.${schema['x-entity']}.${name}`, required: required.has(name) }));
}

export function registerImportColumns(app: FastifyInstance, uploadPath: string, schema: EntitySchema, access: RouteAccess, tag: string): void {
  const columns = importColumns(schema);
  app.get(
    `${uploadPath}-columns`,
    {
      config: { access },
      schema: {
        tags: [tag],
        summary: `The columns ${uploadPath} reads: name, the i18n key of the title, required`,
        querystring: querySchema(),
        response: answers(exactObject({ columns: arrayOf(exactObject({ name: TEXT, title: TEXT, required: BOOLEAN })) })),
      },
    },
    async () => ok({ columns }),
  );
}
