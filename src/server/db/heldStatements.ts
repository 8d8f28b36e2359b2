// A statement written as sql`` templates (the engine's lists, records, counts) has the same text every
// time its shape is the same: the same template pieces, the same identifiers, the same number of values.
// Compiling it again on each call cost a list call more than building it, and each new text then had to
// be read whole by the driver to find its prepared statement's name (namedStatements.ts). So the compiler
// keys such a statement by its shape and hands back the text it compiled the first time (the very same
// string, whose hash the JavaScript engine keeps), with this call's values. Anything it does not know
// (Kysely's query builders, literal values) is compiled as before.
import { type CompiledQuery, type OperationNode, PostgresQueryCompiler, type QueryId, type RootOperationNode } from 'kysely';

/** Steps of shapes held at once; past it the held texts are dropped and built again as calls come. */
export const MAX_HELD_STEPS = 20_000;
/** A fragment list no longer than this (a join's separators, a short sql.raw) is a step by its text. */
const SHORT_FRAGMENTS = 200;

/**
 * Shapes are paths in a tree of steps (no key text is built): a template's fragment list is a step by
 * identity (one frozen array per place in the code, so the same array is the same text), as is a long
 * list (a held fragment's text, frozen by Kysely); a short one is a step by its text; identifiers by their
 * names; the rest by tags. A statement's path ends at the text compiled for it.
 */
class Step {
  readonly next = new Map<unknown, Step>();
  text?: string;
}

class ShapeWalk {
  readonly values: unknown[] = [];
  steps = 0;

  constructor(public at: Step) {}

  step(token: unknown): void {
    let next = this.at.next.get(token);
    if (!next) {
      next = new Step();
      this.at.next.set(token, next);
      this.steps++;
    }
    this.at = next;
  }
}

function fragmentsToken(fragments: readonly string[]): unknown {
  if (Object.prototype.hasOwnProperty.call(fragments, 'raw')) return fragments;
  let length = 0;
  for (const part of fragments) length += part.length;
  if (length > SHORT_FRAGMENTS) return fragments;
  // Each piece prefixed by its length: no two lists give the same token.
  let token = 'J';
  for (const part of fragments) token += `${part.length}:${part}`;
  return token;
}

type Node = OperationNode & Record<string, unknown>;

/** Walks `node` in the compiler's order, collecting its values; false when it is not a shape known here. */
function walk(node: Node, shape: ShapeWalk): boolean {
  switch (node.kind) {
    case 'RawNode': {
      const parameters = node.parameters as Node[];
      shape.step(fragmentsToken(node.sqlFragments as readonly string[]));
      // The count ends the node: each parameter's own steps have a fixed form.
      shape.step(parameters.length);
      for (const parameter of parameters) if (!walk(parameter, shape)) return false;
      return true;
    }
    case 'ValueNode':
      // A literal (sql.lit) is written into the text: its statement is compiled as it comes.
      if (node.immediate) return false;
      shape.values.push(node.value);
      shape.step('?');
      return true;
    case 'IdentifierNode':
      shape.step(`I${node.name as string}`);
      return true;
    case 'ColumnNode':
      shape.step('C');
      return walk(node.column as Node, shape);
    case 'TableNode':
      shape.step('T');
      return walk(node.table as Node, shape);
    case 'SchemableIdentifierNode':
      shape.step(node.schema ? 'S' : 's');
      if (node.schema && !walk(node.schema as Node, shape)) return false;
      return walk(node.identifier as Node, shape);
    case 'ReferenceNode':
      shape.step(node.table ? 'F' : 'f');
      if (node.table && !walk(node.table as Node, shape)) return false;
      return walk(node.column as Node, shape);
    default:
      return false;
  }
}

/** PostgreSQL's compiler, giving a template statement of a shape it has compiled the text it gave then. */
export class HeldStatementCompiler extends PostgresQueryCompiler {
  private root = new Step();
  private steps = 0;

  override compileQuery(node: RootOperationNode, queryId: QueryId): CompiledQuery {
    if (node.kind !== 'RawNode') return super.compileQuery(node, queryId);
    if (this.steps >= MAX_HELD_STEPS) {
      this.root = new Step();
      this.steps = 0;
    }
    const shape = new ShapeWalk(this.root);
    const known = walk(node as unknown as Node, shape);
    this.steps += shape.steps;
    if (!known) return super.compileQuery(node, queryId);
    const held = shape.at.text;
    if (held !== undefined) return Object.freeze({ query: node, queryId, sql: held, parameters: shape.values });
    const compiled = super.compileQuery(node, queryId);
    shape.at.text = compiled.sql;
    return compiled;
  }

  /** Steps in the tree of shapes (for tests). */
  get heldSteps(): number {
    return this.steps;
  }
}
