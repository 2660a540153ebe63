import { onceLoader, perKeyLoader } from '../../graphql/common/loaders.js';
import type { RiskApi } from './risk.api.js';
import {
  toAssessment,
  toEmployee,
  toFrequency,
  toHeader,
  toHistory,
  toLevel,
  toManualArtifact,
  toParameterTree,
  toProcess,
  toQuestion,
  toQuestionType,
  toSavedSearch,
} from './risk.mapper.js';

/** Risk rating and risk assessment lists, each loaded once per request however many fields ask. */
export function createRiskLoaders(api: RiskApi) {
  return {
    parameters: onceLoader(async () => toParameterTree((await api.parameters()).result)),
    levels: onceLoader(async () => (await api.levels()).result.map(toLevel)),
    questionTypes: onceLoader(async () => (await api.questionTypes()).result.map(toQuestionType)),
    companyProcesses: onceLoader(async () => (await api.companyProcesses()).result.map(toProcess)),
    clients: onceLoader(async () =>
      (await api.clients()).result.map((row) => ({ id: String(row.Id), name: row.Name })),
    ),
    /** The employees of a client (null: whatever the catalogue lists for the caller naming none). */
    // By client id; 'all' is every client's users (provider staff naming no client). A loader key is never null.
    employees: perKeyLoader(async (clientId: number | 'all') =>
      (await api.employees(clientId === 'all' ? null : clientId)).result.map(toEmployee),
    ),
    frequencies: onceLoader(async () => (await api.frequencies()).result.map(toFrequency)),
    headers: onceLoader(async () => (await api.headers()).result.map(toHeader)),
    questions: onceLoader(async () => (await api.allQuestions()).result.map(toQuestion)),
    assessments: onceLoader(async () => (await api.assessments()).result.map(toAssessment)),
    savedSearches: onceLoader(async () => (await api.savedSearches()).result.map(toSavedSearch)),
    manualArtifacts: perKeyLoader(async (companyProcessId: number) =>
      (await api.manualArtifacts(companyProcessId)).result.map(toManualArtifact),
    ),
    history: perKeyLoader(async (assessmentId: number) =>
      (await api.history(assessmentId)).result.map(toHistory),
    ),
  };
}

export type RiskLoaders = ReturnType<typeof createRiskLoaders>;
