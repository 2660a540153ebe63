import { useState } from 'react';

export interface BusinessLineOption {
  id: string;
  name: string;
}

export interface IndustryOption {
  id: string;
  name: string;
  businessLines: readonly BusinessLineOption[];
}

/** null: the user has not chosen yet, so a list of exactly one option chooses it; '': the user cleared it. */
interface Choice {
  industryId: string | null;
  businessLineId: string | null;
}

const UNTOUCHED: Choice = { industryId: null, businessLineId: null };

export interface IndustrySelection {
  industryId: string;
  businessLineId: string;
  industry: IndustryOption | undefined;
  businessLine: BusinessLineOption | undefined;
  businessLines: readonly BusinessLineOption[];
  /** Changing the industry clears the business line. */
  setIndustryId: (id: string) => void;
  setBusinessLineId: (id: string) => void;
  /** Back to the start: nothing chosen, auto-selection on again. */
  reset: () => void;
}

/**
 * The industry and business line pair of the catalogue's screens: the user's own
 * industries and business lines only; a list with exactly one option chooses it by itself, for the industry and
 * then for its business line.
 */
export function useIndustrySelection(industries: readonly IndustryOption[]): IndustrySelection {
  const [choice, setChoice] = useState<Choice>(UNTOUCHED);

  const industryId = choice.industryId ?? (industries.length === 1 ? industries[0]!.id : '');
  const industry = industries.find((item) => item.id === industryId);
  const businessLines = industry?.businessLines ?? [];
  const businessLineId = choice.businessLineId ?? (businessLines.length === 1 ? businessLines[0]!.id : '');
  const businessLine = businessLines.find((item) => item.id === businessLineId);

  return {
    industryId: industry ? industryId : '',
    businessLineId: businessLine ? businessLineId : '',
    industry,
    businessLine,
    businessLines,
    setIndustryId: (id) => setChoice({ industryId: id, businessLineId: id ? null : '' }),
    setBusinessLineId: (id) => setChoice({ industryId, businessLineId: id }),
    reset: () => setChoice(UNTOUCHED),
  };
}
