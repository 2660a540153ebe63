// Comments, GraphQL descriptions, test titles and docs state their rules themselves. A citation of the product spec
// or of the team's notes (documents readers of the repository do not have) fails `pnpm lint` through the local rule
// lexbridge/no-spec-citations, and fails here for the files ESLint does not read (markdown and .graphql).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { CITATION_PATTERNS, findCitation, noSpecCitations } from '../../eslint-rules/no-spec-citations.js';

const root = path.resolve(import.meta.dirname, '../..');

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
// Built so that this file does not itself hold a citation.
const spec = (n: string) => ['spec', ` 00${n}`].join('');
const error = { messageId: 'citation' };

describe('lexbridge/no-spec-citations', () => {
  ruleTester.run('no-spec-citations', noSpecCitations, {
    valid: [
      '/** Type 2 text: non-blank, starts with a letter, at least 2 characters. */ const a = 1;',
      '// Law sections: § 1002.4 and section 12 of the seed are data, not citations.\nconst b = 2;',
      '// An issue with 3 fields is refused.\nconst i = 3;',
      `@ObjectType({ description: 'A law section and its mapped filters.' }) class C {}`,
      `describe('the law filter: industry and business line first', () => {});`,
      `const messages = { text: '${spec('1')} section 4' };`,
    ],
    invalid: [
      { code: `/** Requirement types (${spec('1')} section 9). */ const a = 1;`, errors: [error] },
      { code: `// The guard (${spec('0')}\n// section 6): menu access.\nconst a = 1;`, errors: [error] },
      { code: `/**\n * Menu-access rule (${spec('0')}\n * section 6).\n */\nconst a = 1;`, errors: [error] },
      { code: '// Files and blobs (DESIGN' + '.md).\nconst a = 1;', errors: [error] },
      { code: '// Pinned (see STACK' + '.md).\nconst a = 1;', errors: [error] },
      { code: '// rule 11 of STYLE' + '.md\nconst a = 1;', errors: [error] },
      { code: '// Checked as the spec' + "'s section 5 says.\nconst a = 1;", errors: [error] },
      {
        code: `@InputType({ description: 'Sign-in (${spec('0')} section 2.2).' }) class C {}`,
        errors: [error],
      },
      {
        code: `registerEnumType(E, { name: 'E', description: 'Billing period (' + '${spec('0')} section 9).' });`,
        errors: [error],
      },
      { code: `describe('workflow gating (${spec('1')} sections 4 and 6)', () => {});`, errors: [error] },
      { code: `it.each([1])(\`gates (${spec('1')} section 4) %s\`, () => {});`, errors: [error] },
      { code: '// Kept open (issue' + ' 12): the upload.\nconst a = 1;', errors: [{ messageId: 'issue' }] },
      { code: `describe('the guards, see issue' + ' #7', () => {});`, errors: [{ messageId: 'issue' }] },
    ],
  });

  it('reports the citation it found, so the message says what to rewrite', () => {
    expect(findCitation(`Sign-up (${spec('0')} section 2.2).`)).toBe(spec('0'));
    expect(findCitation('The filter rules, in order: industry, business line.')).toBeNull();
  });
});

describe('docs and GraphQL documents', () => {
  const files = execFileSync('git', ['ls-files', '*.md', '*.graphql'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.startsWith('packages/web/src/gql/'));

  it('has markdown and .graphql files to check', () => {
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'schema/schema.graphql']),
    );
  });

  it('never sends a reader to the product spec or the team notes', () => {
    const citations = files.flatMap((file) => {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      return lines.flatMap((line, index) => {
        // Docs may name issues (their history headings do); the spec and the notes, never.
        const found = findCitation(`${line} ${lines[index + 1] ?? ''}`, CITATION_PATTERNS);
        return found && !findCitation(lines[index + 1] ?? '', CITATION_PATTERNS)
          ? [`${file}:${index + 1}: ${found}`]
          : [];
      });
    });
    expect(citations).toEqual([]);
  });
});
