import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * How many names (aliases) one field may be asked under in one selection, fragments included. The cost limit counts
 * fields, not the length of their texts: `a1: services { longDescription } … a150: …` costs little and answers 1.3 MB.
 * No operation of the site or the admin asks a field twice; 10 leaves room to explore in the playground.
 */
export const MAX_NAMES_PER_FIELD = 10;

/** Selections walked at most; a document that expands to more (fragments spread into each other) is refused whole. */
const MAX_SELECTIONS = 10_000;

/** The field asked under the most names in one selection of the operation, or `Infinity` names past the walk's end. */
export interface MostAliased {
  field: string;
  names: number;
}

class TooLarge extends Error {}

/**
 * Walks the operation as execution would merge it: the selections of one level, through inline fragments and
 * fragment spreads, grouped by the key they answer under; then the merged selections below each key.
 */
export function mostAliasedField(document: DocumentNode, operationName?: string | null): MostAliased {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  let walked = 0;
  let most: MostAliased = { field: '', names: 0 };

  const visit = (sets: readonly SelectionSetNode[]) => {
    const byKey = new Map<string, { field: string; below: SelectionSetNode[] }>();
    const collect = (set: SelectionSetNode, spread: ReadonlySet<string>) => {
      for (const selection of set.selections) {
        if (++walked > MAX_SELECTIONS) throw new TooLarge();
        if (selection.kind === Kind.FIELD) {
          const key = selection.alias?.value ?? selection.name.value;
          const entry = byKey.get(key) ?? { field: selection.name.value, below: [] };
          byKey.set(key, entry);
          if (selection.selectionSet) entry.below.push(selection.selectionSet);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          collect(selection.selectionSet, spread);
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          // A fragment spread inside itself is refused by validation; skipping it here keeps the walk finite.
          if (fragment && !spread.has(name)) collect(fragment.selectionSet, new Set([...spread, name]));
        }
      }
    };
    for (const set of sets) collect(set, new Set());
    const names = new Map<string, number>();
    for (const { field } of byKey.values()) {
      const count = (names.get(field) ?? 0) + 1;
      names.set(field, count);
      if (count > most.names) most = { field, names: count };
    }
    for (const { below } of byKey.values()) if (below.length) visit(below);
  };

  if (!operation) return most;
  try {
    visit([operation.selectionSet]);
  } catch (error) {
    if (error instanceof TooLarge) return { field: most.field, names: Infinity };
    throw error;
  }
  return most;
}

export const TOO_MANY_NAMES_MESSAGE = ({ field, names }: MostAliased) =>
  Number.isFinite(names)
    ? `Requête trop coûteuse : le champ « ${field} » est demandé sous ${names} noms (alias), ` +
      `${MAX_NAMES_PER_FIELD} au plus dans une même sélection. Demandez-le une fois, ou répartissez la requête.`
    : 'Requête trop coûteuse : trop de sélections une fois les fragments dépliés. Répartissez la requête.';

/**
 * The fields a mutation asks at its top, through its fragments, aliases counted apart: each one is a change, made in
 * turn. 0 for a query or a subscription.
 */
export function mutationFieldCount(document: DocumentNode, operationName?: string | null): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (operation?.operation !== 'mutation') return 0;
  const keys = new Set<string>();
  const collect = (set: SelectionSetNode, spread: ReadonlySet<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) keys.add(selection.alias?.value ?? selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet, spread);
      else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !spread.has(fragment.name.value))
          collect(fragment.selectionSet, new Set([...spread, fragment.name.value]));
      }
    }
  };
  collect(operation.selectionSet, new Set());
  // `__typename` beside the change changes nothing.
  keys.delete('__typename');
  return keys.size;
}

export const ONE_MUTATION_MESSAGE =
  'Une seule modification par requête : envoyez chaque mutation dans sa propre requête, sans alias.';
