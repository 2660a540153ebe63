import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import { measureOperation } from './query-shape.js';

/** The limits every operation must keep, whoever sends it (docs/graphql.md, "Limits"). */
export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  listFactor: number;
}

/**
 * One validation rule for the three limits: depth (QUERY_TOO_DEEP), aliases (TOO_MANY_ALIASES) and the cost
 * estimate (QUERY_TOO_COMPLEX). Each error says the measured value and the limit.
 */
export function queryLimits(limits: QueryLimits) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const shape = measureOperation(
        context.getSchema(),
        context.getDocument(),
        operation,
        limits.listFactor,
      );
      if (shape.depth > limits.maxDepth) {
        context.reportError(
          new GraphQLError(
            `The query is nested ${shape.depth} levels deep; at most ${limits.maxDepth} are allowed.`,
            {
              nodes: [operation],
              extensions: { code: 'QUERY_TOO_DEEP', depth: shape.depth, maxDepth: limits.maxDepth },
            },
          ),
        );
      }
      if (shape.aliases > limits.maxAliases) {
        context.reportError(
          new GraphQLError(
            `The query uses ${shape.aliases} aliases; at most ${limits.maxAliases} are allowed.`,
            {
              nodes: [operation],
              extensions: { code: 'TOO_MANY_ALIASES', aliases: shape.aliases, maxAliases: limits.maxAliases },
            },
          ),
        );
      }
      if (shape.cost > limits.maxCost) {
        context.reportError(
          new GraphQLError(
            `The query is too expensive: its estimated cost is ${shape.cost}; at most ${limits.maxCost} is allowed. ` +
              'Ask for fewer fields or smaller pages.',
            {
              nodes: [operation],
              extensions: { code: 'QUERY_TOO_COMPLEX', cost: shape.cost, maxCost: limits.maxCost },
            },
          ),
        );
      }
    },
  });
}
