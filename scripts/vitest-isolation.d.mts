/** The test files under `dirs` (relative to `root`) that mock a module, as paths relative to `root`. */
export function filesThatMock(root: string, dirs: string[]): string[];
