// cususer-list query building (resourceContract.ts): paging, sorting and filtering on a fixed list
// of wire fields mapped to columns; anything else is refused. All values are bound parameters.
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { Language } from '../../shared/constants';
import type { FilterCondition, ListFilter } from '../../shared/wire/resourceContract';
import type { Database } from '../db/schema';
import { invalidInput } from '../http/apiError';
import { inColumnRange, isStorableDate } from '../resources/columnBounds';
import { translate } from '../i18n/translate';

type Kind = 'text' | 'int' | 'bool' | 'date';
type Column =
  | 'users.id'
  | 'users.account'
  | 'users.real_name'
  | 'users.nick_name'
  | 'users.saler'
  | 'users.email'
  | 'users.phone'
  | 'users.customer_id'
  | 'users.cus_role_id'
  | 'users.is_active'
  | 'users.created_at'
  | 'users.updated_at'
  | 'customers.name'
  | 'customers.customer_cd'
  | 'roles.role_cd';

export const CUSUSER_FIELDS: Record<string, { column: Column; kind: Kind }> = {
  UserId: { column: 'users.id', kind: 'int' },
  Account: { column: 'users.account', kind: 'text' },
  RealName: { column: 'users.real_name', kind: 'text' },
  NickName: { column: 'users.nick_name', kind: 'text' },
  Saler: { column: 'users.saler', kind: 'text' },
  Email: { column: 'users.email', kind: 'text' },
  Phone: { column: 'users.phone', kind: 'text' },
  CustomerId: { column: 'users.customer_id', kind: 'int' },
  CusRoleId: { column: 'users.cus_role_id', kind: 'int' },
  /** Filter only (cusAdminManager lists the CUSADMIN users); the wire user carries the role's id and name. */
  CusRoleCd: { column: 'roles.role_cd', kind: 'text' },
  IsActive: { column: 'users.is_active', kind: 'bool' },
  CreatedAt: { column: 'users.created_at', kind: 'date' },
  UpdatedAt: { column: 'users.updated_at', kind: 'date' },
  CustomerName: { column: 'customers.name', kind: 'text' },
  CustomerCd: { column: 'customers.customer_cd', kind: 'text' },
};

/** The filter JSON text's shape; the per-field checks below do the rest. */
export const FILTER_SCHEMA = {
  type: 'object',
  maxProperties: 20,
  additionalProperties: {
    anyOf: [
      { type: ['string', 'number', 'boolean'] },
      { type: 'object', properties: { eq: { type: ['string', 'number', 'boolean'] } }, required: ['eq'], additionalProperties: false },
      { type: 'object', properties: { contains: { type: 'string', maxLength: 200 } }, required: ['contains'], additionalProperties: false },
      { type: 'object', properties: { from: { type: ['string', 'number'] }, to: { type: ['string', 'number'] } }, additionalProperties: false, minProperties: 1 },
      { type: 'object', properties: { in: { type: 'array', maxItems: 500, items: { type: ['string', 'number'] } } }, required: ['in'], additionalProperties: false },
    ],
  },
};

type Eb = ExpressionBuilder<Database, 'users' | 'customers' | 'roles'>;
type Scalar = string | number | boolean;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function convert(value: Scalar, kind: Kind, fail: () => never): string | number | boolean | Date {
  switch (kind) {
    case 'text':
      return String(value);
    case 'int': {
      const n = typeof value === 'number' ? value : Number(value);
      if (!inColumnRange('integer', n)) fail();
      return n;
    }
    case 'bool':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      return fail();
    case 'date': {
      const d = new Date(String(value));
      if (!isStorableDate(d)) fail();
      return d;
    }
  }
}

export function filterExpression(eb: Eb, filter: ListFilter, language: Language): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    const spec = CUSUSER_FIELDS[field];
    const fail = (): never => {
      throw invalidInput([{ field: `/filter/${field}`, message: translate(language, spec ? 'validation.invalid' : 'validation.unknownField', { field }) }]);
    };
    if (!spec) fail();
    const col = eb.ref(spec.column);
    const c = condition as FilterCondition;
    if (typeof c !== 'object') {
      parts.push(spec.kind === 'text' ? eb(col, 'ilike', `%${escapeLike(String(c))}%`) : eb(col, '=', convert(c, spec.kind, fail)));
    } else if ('eq' in c) {
      parts.push(eb(col, '=', convert(c.eq, spec.kind, fail)));
    } else if ('contains' in c) {
      if (spec.kind !== 'text') fail();
      parts.push(eb(col, 'ilike', `%${escapeLike(c.contains)}%`));
    } else if ('in' in c) {
      if (c.in.length === 0) parts.push(eb.lit(false));
      else parts.push(eb(col, 'in', c.in.map((v) => convert(v, spec.kind, fail))));
    } else {
      if (spec.kind === 'bool') fail();
      if (c.from !== undefined) parts.push(eb(col, '>=', convert(c.from, spec.kind, fail)));
      if (c.to !== undefined) parts.push(eb(col, '<=', convert(c.to, spec.kind, fail)));
    }
  }
  return eb.and(parts);
}

export function sortColumn(sort: string | undefined, language: Language): Column | null {
  if (!sort) return null;
  const spec = CUSUSER_FIELDS[sort];
  if (!spec) throw invalidInput([{ field: '/querystring/sort', message: translate(language, 'validation.enum', { field: 'sort' }) }]);
  return spec.column;
}
