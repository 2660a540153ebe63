import type { ESLint, Rule } from 'eslint';

export const CITATION_PATTERNS: RegExp[];
export function findCitation(text: string): string | null;
export const noSpecCitations: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
