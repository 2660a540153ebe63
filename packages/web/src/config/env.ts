/**
 * The only reader of import.meta.env. The SPA is served by the BFF on the same origin, so the defaults are relative
 * paths; VITE_GRAPHQL_URL exists for the rare deployment that puts the BFF elsewhere.
 */
export const env = {
  graphqlUrl: import.meta.env.VITE_GRAPHQL_URL || '/graphql',
  appName: 'Lexbridge',
  /** The build's version file, written by the Vite build next to index.html (vite/version-file.ts). */
  versionFileUrl: `${import.meta.env.BASE_URL}version.json`,
} as const;
