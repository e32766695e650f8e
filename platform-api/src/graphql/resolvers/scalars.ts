import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An ISO-8601 date and time.',
  serialize: (value) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime()))
      throw new GraphQLError('DateTime must be an ISO-8601 string.');
    return date;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(new Date(ast.value).getTime())) {
      throw new GraphQLError('DateTime must be an ISO-8601 string.');
    }
    return new Date(ast.value);
  },
});

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => {
    const read = (node: typeof ast): unknown => {
      switch (node.kind) {
        case Kind.STRING:
        case Kind.BOOLEAN:
          return node.value;
        case Kind.INT:
        case Kind.FLOAT:
          return Number(node.value);
        case Kind.NULL:
          return null;
        case Kind.LIST:
          return node.values.map(read);
        case Kind.OBJECT:
          return Object.fromEntries(node.fields.map((field) => [field.name.value, read(field.value)]));
        default:
          throw new GraphQLError('Variables are not supported inside JSON literals.');
      }
    };
    return read(ast);
  },
});

export const scalars = { DateTime, JSON: JSONScalar };
