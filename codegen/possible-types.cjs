// A small GraphQL Code Generator plugin: the members of each union and interface of the schema, for Apollo Client's
// cache (`possibleTypes`). Without them the cache guesses which fragment of a union answer applies, and warns.
const { isInterfaceType, isUnionType } = require('graphql');

module.exports = {
  plugin(schema) {
    const possibleTypes = {};
    for (const type of Object.values(schema.getTypeMap()).sort((a, b) => a.name.localeCompare(b.name))) {
      if (type.name.startsWith('__')) continue;
      if (isUnionType(type) || isInterfaceType(type))
        possibleTypes[type.name] = schema
          .getPossibleTypes(type)
          .map((member) => member.name)
          .sort();
    }
    return [
      '/** The members of each union and interface of the schema (generated: codegen/possible-types.cjs). */',
      `export const possibleTypes: Record<string, string[]> = ${JSON.stringify(possibleTypes, null, 2)};`,
      '',
    ].join('\n');
  },
};
