import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every domain is built on the shared kit of graphql/common/: the rules below read the source, so a new module that
// copies a helper instead of using the kit fails here with the file that does.

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every .ts file under src (tests excluded), as paths relative to src with forward slashes. */
function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

const files = sourceFiles();
const read = (file: string) => readFileSync(path.join(SRC, file), 'utf8');
const moduleFiles = files.filter((file) => file.startsWith('modules/'));
const matching = (candidates: readonly string[], pattern: RegExp) =>
  candidates.filter((file) => pattern.test(read(file)));

describe('the shared kit', () => {
  it('is the only place a DataLoader is made: modules use perKeyLoader, batchLoader or onceLoader', () => {
    expect(matching(files, /new DataLoader\s*[<(]/)).toEqual(['graphql/common/loaders.ts']);
  });

  it("builds every module's loaders with graphql/common/loaders.ts", () => {
    const loaders = moduleFiles.filter((file) => file.endsWith('.loaders.ts'));
    expect(loaders.length).toBeGreaterThan(0);
    expect(loaders.filter((file) => !read(file).includes("from '../../graphql/common/loaders.js'"))).toEqual(
      [],
    );
  });

  it('has the one page type: no module defines its own PageOf, page input or page check', () => {
    expect(
      matching(
        moduleFiles,
        /function PageOf\b|class \w*PageInput\b|function checkPage\b|function pageOfList\b/,
      ),
    ).toEqual([]);
  });

  it('takes the page of a paged list with @PageArg()', () => {
    expect(matching(moduleFiles, /@Arg\('page'|\bPAGE_ARG\b/)).toEqual([]);
  });

  it('turns catalogue refusals and failures into GraphQL answers only through graphql/common/outcomes.ts', () => {
    // A module's HTTP file routes (<domain>.files.ts) answer HTTP statuses, not GraphQL errors.
    const graphqlSide = moduleFiles.filter((file) => !file.endsWith('.files.ts'));
    expect(matching(graphqlSide, /\b(upstreamRefusal|isUpstreamFailure)\b/)).toEqual([]);
    expect(matching(moduleFiles, /function (refusalAsInput|failureSays|onFailureSay)\b/)).toEqual([]);
  });

  it('guards routes with graphql/guards.ts: no module works out "which of these screens" on its own', () => {
    // Plain HTTP routes (files, the report embed) check their one screen themselves; GraphQL resolvers use
    // ServesRoute, ServesAnyRoute or screenAmong.
    const graphqlSide = moduleFiles.filter((file) => !/\.(files|embed)\.ts$/.test(file));
    expect(matching(graphqlSide, /\bcanAccessRoute\(/)).toEqual([]);
  });

  it('takes uploads through graphql/common/upload-route.ts (one order of checks), but for streamed files', () => {
    // The LAR upload streams a file of up to 100 MB to the catalogue as it arrives: it cannot hold it whole.
    expect(matching(moduleFiles, /fastifyMultipart/)).toEqual(['modules/hmda/hmda.files.ts']);
  });

  it('checks rules with graphql/common/validation.ts, not a copy of check()', () => {
    expect(matching(moduleFiles, /^function check\(/m)).toEqual([]);
  });

  it("keeps a domain's legacy shapes in its own <domain>.dto.ts, and only generic shapes in legacy/", () => {
    expect(files.filter((file) => file.startsWith('legacy/') && file.endsWith('.dto.ts'))).toEqual([]);
    const shapesOutsideDto = matching(
      files.filter((file) => !file.endsWith('.dto.ts') && file !== 'legacy/shape.ts'),
      /^export const Legacy\w+ = z\./m,
    );
    expect(shapesOutsideDto).toEqual([]);
    for (const file of moduleFiles.filter((name) => name.endsWith('.dto.ts'))) {
      const [, domain, name] = file.split('/');
      expect(name, file).toBe(`${domain}.dto.ts`);
    }
  });

  it('registers every resolver class of a module in graphql/schema.ts', () => {
    const schema = read('graphql/schema.ts');
    const found = moduleFiles
      .filter((file) => file.endsWith('.resolver.ts'))
      .flatMap((file) =>
        [...read(file).matchAll(/@Resolver\((?:\(\) => \w+)?\)\s*export class (\w+)/g)].map(
          (match) => match[1]!,
        ),
      );
    const resolvers = moduleFiles.filter((file) => file.endsWith('.resolver.ts'));
    expect(found.length).toBeGreaterThanOrEqual(resolvers.length);
    expect(found.filter((name) => !new RegExp(`^\\s+${name},$`, 'm').test(schema))).toEqual([]);
  });

  it('has no type-graphql middleware or roles: plain fields are read by the default resolver, which skips them', () => {
    // graphql/schema.ts marks every plain field simple; checks of access live in graphql/guards.ts instead.
    expect(matching(files, /\b(UseMiddleware|Authorized|globalMiddlewares|authChecker)\b/)).toEqual([]);
  });
});
