import { onceLoader, perKeyLoader } from '../../graphql/common/loaders.js';
import type { BusinessApi } from './business.api.js';
import { toBusinessLaw, toQuestion, toRequirement, toArtifact, toProcess } from './business.mapper.js';
import type { BusinessLawDetail } from './business.type.js';

/** A business law's screens, loaded once per request and law however many fields ask. */
export function createBusinessLoaders(api: BusinessApi) {
  return {
    toggle: onceLoader(async () => (await api.toggle()).result.IsAzimuthDashboard),
    /** The validate screen: the law, its requirements and the line's processes. */
    validation: perKeyLoader(async (id: number): Promise<BusinessLawDetail> => {
      const { result } = await api.lawRequirements(id);
      return {
        law: toBusinessLaw(result.Law),
        requirements: result.Requirements.map(toRequirement),
        processes: result.Processes.map(toProcess),
        artifacts: [],
        questions: [],
      };
    }),
    mapping: perKeyLoader(async (id: number): Promise<BusinessLawDetail> => {
      const { result } = await api.mappingScreen(id);
      return {
        law: toBusinessLaw(result.Law),
        requirements: result.Requirements.map(toRequirement),
        processes: [],
        artifacts: result.Artifacts.map(toArtifact),
        questions: [],
      };
    }),
    assessment: perKeyLoader(async (id: number): Promise<BusinessLawDetail> => {
      const { result } = await api.assessment(id);
      return {
        law: toBusinessLaw(result.Law),
        requirements: result.Requirements.map(toRequirement),
        processes: [],
        artifacts: [],
        questions: result.Questions.map(toQuestion),
      };
    }),
  };
}

export type BusinessLoaders = ReturnType<typeof createBusinessLoaders>;
