import type { GraphQLField, GraphQLInputType, GraphQLSchema } from 'graphql';

export interface Random {
  next(): number;
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}
export function prng(seed: number): Random;
export const NASTY_STRINGS: readonly string[];
export function randomValue(random: Random, type: GraphQLInputType | undefined, depth?: number): unknown;
export function fieldText(random: Random, field: GraphQLField<unknown, unknown>, depth: number): string;
export function randomOperation(
  random: Random,
  schema: GraphQLSchema,
): { query: string; variables: Record<string, unknown> };
