import type { ESLint, Rule } from 'eslint';

export const CITATION_PATTERNS: RegExp[];
export const CODE_ONLY_PATTERNS: RegExp[];
export function findCitation(text: string, patterns?: RegExp[]): string | null;
export const noSpecCitations: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
