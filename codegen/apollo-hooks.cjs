// One typed Apollo Client 4 hook per operation, built on the typed documents of the `client` preset (the old
// typescript-react-apollo plugin targets Apollo 3). Used by codegen/operation-modules.cjs, which writes each
// operation's document and hooks into a module of its own.
const { Kind } = require('graphql');

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The hooks of one operation definition: their source lines, the Apollo hooks they call and the type names they
 * need from the types module.
 */
function operationHooks(op) {
  const name = pascal(op.name.value);
  const kind = pascal(op.operation); // Query | Mutation | Subscription
  const data = `${name}${kind}`;
  const variables = `${name}${kind}Variables`;
  const document = `${name}Document`;
  // Operations with required variables need the options (and their variables) at the call site.
  const needsVariables = (op.variableDefinitions ?? []).some(
    (v) => v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue,
  );
  const queryOptions = `options: useQuery.Options<${data}, ${variables}>${needsVariables ? '' : ' = {}'}`;
  if (op.operation === 'query')
    return {
      apolloHooks: ['useLazyQuery', 'useQuery'],
      types: [data, variables],
      lines: [
        `export function use${name}Query(${queryOptions}) {`,
        `  return useQuery<${data}, ${variables}>(${document}, options as useQuery.Options<${data}, ${variables}>);`,
        `}`,
        `export function use${name}LazyQuery(options: useLazyQuery.Options<${data}, ${variables}> = {}) {`,
        `  return useLazyQuery<${data}, ${variables}>(${document}, options);`,
        `}`,
      ],
    };
  if (op.operation === 'mutation')
    return {
      apolloHooks: ['useMutation'],
      types: [data, variables],
      lines: [
        `export function use${name}Mutation(options: useMutation.Options<${data}, ${variables}> = {}) {`,
        `  return useMutation<${data}, ${variables}>(${document}, options);`,
        `}`,
      ],
    };
  return { apolloHooks: [], types: [data, variables], lines: [] };
}

module.exports = { operationHooks, pascal };
