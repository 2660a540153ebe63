import { GAPS_ROUTES } from '@lexbridge/rules';
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

export enum QuestionSet {
  GAPS_AND_UPDATES = 'GAPS_AND_UPDATES',
  CLIENT_CHANGE_MANAGEMENT = 'CLIENT_CHANGE_MANAGEMENT',
}
registerEnumType(QuestionSet, {
  name: 'QuestionSet',
  description:
    'Which questionnaire: gaps and updates (legacy GapsAndUpdates, module type 1: answered per gap requirement and ' +
    'company process) or client change management (legacy ClientChangeManagement, module type 2: answered per ' +
    'changed requirement of a change, whose company process it is). Each has its own headers and questions per ' +
    'business line; both share the question types and task lists.',
});

/** Where each questionnaire lives in the catalogue and which screen serves it (menu and edit checks). */
export const QUESTION_SETS = {
  [QuestionSet.GAPS_AND_UPDATES]: { prefix: 'GapsAndUpdates', route: GAPS_ROUTES.gapsAndUpdates },
  [QuestionSet.CLIENT_CHANGE_MANAGEMENT]: {
    prefix: 'ClientChangeManagement',
    route: GAPS_ROUTES.assessChange,
  },
} as const;

export type QuestionSetPrefix = (typeof QUESTION_SETS)[QuestionSet]['prefix'];

/** The set named by a resolver's `set` argument (absent: gaps and updates). */
export function questionSetOf(args: { set?: unknown }): QuestionSet {
  return args.set === QuestionSet.CLIENT_CHANGE_MANAGEMENT
    ? QuestionSet.CLIENT_CHANGE_MANAGEMENT
    : QuestionSet.GAPS_AND_UPDATES;
}
