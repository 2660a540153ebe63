import { registerEnumType } from 'type-graphql';

export enum GapsListKind {
  TASK_TYPE = 'TASK_TYPE',
  TASK_STATUS = 'TASK_STATUS',
  EVIDENCE_TYPE = 'EVIDENCE_TYPE',
}
registerEnumType(GapsListKind, {
  name: 'GapsListKind',
  description: 'A gaps and updates list (legacy task-type, task-status, task-evidence).',
});

export const LIST_PATHS = {
  [GapsListKind.TASK_TYPE]: 'task-type',
  [GapsListKind.TASK_STATUS]: 'task-status',
  [GapsListKind.EVIDENCE_TYPE]: 'task-evidence',
} as const;

export enum GapsFileKind {
  QUESTION = 'QUESTION',
  STEP = 'STEP',
}
registerEnumType(GapsFileKind, {
  name: 'GapsFileKind',
  description: 'A file of a questionnaire answer (QUESTION) or of an action plan step (STEP).',
});
