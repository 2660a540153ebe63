/**
 * unassigned@ (legal staff without an industry) is used only to change its password, which the others keep;
 * business-approver@ approves what business@ assesses; auditor@ is the read-only administrator.
 */
export type DemoUser =
  | 'admin'
  | 'lawyer'
  | 'business'
  | 'business-approver'
  | 'reader'
  | 'approver'
  | 'unassigned'
  | 'clientadmin'
  | 'auditor';

/**
 * How each operation of the web is exercised against the BFF and the reference catalogue: who signs in first,
 * with which variables, and what the spec says the answer must look like beyond its schema types.
 */
export interface Scenario {
  as: DemoUser | null;
  variables?: Record<string, unknown>;
  /** An error code the operation must answer with, instead of data. */
  expectError?: string;
  check?: (data: Record<string, unknown>) => void;
}
