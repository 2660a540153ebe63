/** The module's enums, apart from the decorated types so the API and the file routes can use them alone. */

export enum HeaderComparison {
  MATCHED = 'MATCHED',
  NEW = 'NEW',
  MISSING = 'MISSING',
}

export enum HeaderChangeKind {
  NEW = 'NEW',
  REMOVED = 'REMOVED',
}

export enum HeaderChangeStatus {
  SAVED = 'Saved',
  SUBMITTED = 'Submitted',
  APPROVED = 'Approved',
  REJECTED = 'Rejected',
}

export enum ClientFileStatus {
  UPLOADED = 'Uploaded',
  HEADER_CHANGES = 'HeaderChanges',
  HEADER_APPROVED = 'HeaderApproved',
  STAGED = 'Staged',
  REJECTED = 'Rejected',
}

export enum ValidatorResultStatus {
  PASS = 'Pass',
  OBSERVATION = 'Observation',
}

export enum PipelineRunStatus {
  FAILED = 'Failed',
  IN_PROGRESS = 'Inprogess',
  SUCCESS = 'Success',
}
