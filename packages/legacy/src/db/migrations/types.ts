export interface Migration {
  /** Applied in ascending order; never renumber or edit one that has shipped, add a new one instead. */
  version: number;
  name: string;
  sql: string;
}
