import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** What one GraphQL request may ask (config `graphql.limits`, see docs/api.md#graphql). */
export interface GraphqlLimits {
  /** Characters of the query text. */
  queryLength: number;
  /** Nested selections from the root, fragments followed (introspection is bounded by its shape instead). */
  depth: number;
  /** Aliased fields of one operation, fragments followed. */
  aliases: number;
  /** Root fields of one operation (each is a search). */
  rootFields: number;
}

const INTROSPECTION_LISTS = new Set([
  'types',
  'fields',
  'inputFields',
  'interfaces',
  'possibleTypes',
  'enumValues',
  'args',
]);
const TYPE_REFERENCE = new Set(['kind', 'name', 'ofType', '__typename']);

export function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'LIMIT_EXCEEDED', http: { status: 400 } } });
}

/**
 * How deep `{`, `[` and `(` nest in a GraphQL document's text, strings and comments skipped. graphql-js's parser recurses
 * once per level and overflows its stack (a 500) on a few thousand, which fit in the length limit; this linear scan
 * bounds them before anything parses (docs/api.md#graphql).
 */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '#') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
    } else if (char === '"' && text.startsWith('"""', i)) {
      // A block string ends at the next unescaped triple quote.
      i += 3;
      while (i < text.length && !text.startsWith('"""', i)) i += text.startsWith('\\"""', i) ? 4 : 1;
      i += 2;
    } else if (char === '"') {
      i++;
      while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
    } else if (char === '{' || char === '[' || char === '(') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']' || char === ')') depth = Math.max(0, depth - 1);
  }
  return deepest;
}

interface Walk {
  maxDepth: number;
  aliases: number;
  /** A selection on an introspection type's `type` or `ofType` that reads more than the reference. */
  introspectionTooWide: boolean;
}

/**
 * Measures an operation with its fragments followed (each fragment once per place it is spread; the query length
 * bounds how many places there are). A fragment spread inside itself is not followed again: the validation's own
 * `NoFragmentCycles` refuses the cycle, but every rule reads the same document alongside it, so this walk meets the
 * cycle too and would recurse until the stack overflowed (a 500).
 */
function walk(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  depth: number,
  state: Walk,
  below: 'none' | 'introspection' | 'reference',
  budget: { steps: number },
  /** The fragments being spread around this selection set. */
  spreading: Set<string>,
): void {
  for (const selection of selectionSet.selections) {
    if (--budget.steps < 0) return;
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (fragment && !spreading.has(name)) {
        spreading.add(name);
        walk(fragment.selectionSet, fragments, depth, state, below, budget, spreading);
        spreading.delete(name);
      }
      continue;
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      walk(selection.selectionSet, fragments, depth, state, below, budget, spreading);
      continue;
    }
    const field: FieldNode = selection;
    if (field.alias) state.aliases++;
    const name = field.name.value;
    if (below === 'reference' && !TYPE_REFERENCE.has(name)) state.introspectionTooWide = true;
    // Introspection is bounded by its shape (below), so GraphiQL's own query, 15 levels deep, passes a small depth.
    if (below === 'none' && name !== '__schema' && name !== '__type')
      state.maxDepth = Math.max(state.maxDepth, depth + 1);
    if (!field.selectionSet) continue;
    let next = below;
    if (name === '__schema' || name === '__type') next = 'introspection';
    else if (below !== 'none' && (name === 'type' || name === 'ofType')) next = 'reference';
    else if (below === 'introspection' && !INTROSPECTION_LISTS.has(name) && !name.startsWith('__'))
      next = 'introspection';
    walk(field.selectionSet, fragments, depth + 1, state, next, budget, spreading);
  }
}

/**
 * The bounds the REST search has, for a GraphQL document: depth, aliases and root fields of each operation, each
 * refused with a message naming its limit. Introspection below a field's `type` may only read the type reference
 * (kind, name, ofType), which is all GraphiQL asks: `type { fields { type { fields ... } } }` would multiply the
 * schema by itself at each level.
 */
export function limitsRule(limits: GraphqlLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    // Each step is a selection read; a document within the length limit that spreads fragments into fragments could
    // still ask for billions, so the walk stops past what any bound below could allow. One budget for the whole
    // document: every operation of it is validated, however many it holds, whichever one is then run.
    const budget = { steps: 100_000 };
    return {
      OperationDefinition(operation) {
        const name = operation.name ? `Operation "${operation.name.value}"` : 'The operation';
        const roots = new Set<string>();
        const countRoots = (set: SelectionSetNode, seen: Set<string>) => {
          for (const selection of set.selections) {
            if (selection.kind === Kind.FIELD) roots.add((selection.alias ?? selection.name).value);
            else if (selection.kind === Kind.INLINE_FRAGMENT) countRoots(selection.selectionSet, seen);
            else if (!seen.has(selection.name.value)) {
              seen.add(selection.name.value);
              const fragment = fragments.get(selection.name.value);
              if (fragment) countRoots(fragment.selectionSet, seen);
            }
          }
        };
        countRoots(operation.selectionSet, new Set());
        if (roots.size > limits.rootFields)
          context.reportError(
            limitError(
              `${name} asks for ${roots.size} root fields; the limit is ${limits.rootFields} (graphql.limits.rootFields)`,
            ),
          );
        const state: Walk = { maxDepth: 0, aliases: 0, introspectionTooWide: false };
        if (budget.steps < 0) return;
        walk(operation.selectionSet, fragments, 0, state, 'none', budget, new Set());
        if (budget.steps < 0)
          context.reportError(
            limitError(`${name} selects too many fields through its fragments (graphql.limits.depth)`),
          );
        if (state.maxDepth > limits.depth)
          context.reportError(
            limitError(`${name} is ${state.maxDepth} levels deep; the limit is ${limits.depth} (graphql.limits.depth)`),
          );
        if (state.aliases > limits.aliases)
          context.reportError(
            limitError(
              `${name} uses ${state.aliases} aliases; the limit is ${limits.aliases} (graphql.limits.aliases)`,
            ),
          );
        if (state.introspectionTooWide)
          context.reportError(
            limitError(
              `${name}: introspection below a field's type may read only kind, name and ofType (graphql.limits.depth)`,
            ),
          );
      },
    };
  };
}
