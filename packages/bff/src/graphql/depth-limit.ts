import { queryLimits } from './query-limits.js';

/**
 * Refuses operations nested deeper than `maxDepth` fields. Introspection fields (`__schema`, `__type`) are not
 * counted, so GraphiQL's own schema query always passes.
 */
export function depthLimit(maxDepth: number) {
  return queryLimits({
    maxDepth,
    maxAliases: Number.MAX_SAFE_INTEGER,
    maxCost: Number.MAX_SAFE_INTEGER,
    listFactor: 1,
  });
}
