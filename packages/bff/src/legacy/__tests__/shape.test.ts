import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LegacyRequirement } from '../../modules/requirements/requirements.dto.js';
import { AnyResult, envelopeOf, memo, shapeProblem } from '../shape.js';

const requirement = {
  Id: 1,
  RequirementNumber: '1.1',
  Requirement: 'Keep records.',
  RequirementTypeId: 1,
  IsSubmitted: false,
  Status: 'Draft',
  SectionId: 6,
  LawId: 1,
  BusinessLineId: 2,
  Version: 1,
};

describe('the shapes legacy answers are checked against', () => {
  it('accept an answer of the contract, unknown extra fields included', () => {
    expect(shapeProblem(LegacyRequirement, { ...requirement, SomethingNew: 'x' })).toBeNull();
    expect(
      shapeProblem(envelopeOf(z.array(LegacyRequirement)), { Message: null, Result: [requirement] }),
    ).toBeNull();
  });

  it('name the first wrong field, never its value (answers carry personal data)', () => {
    const problem = shapeProblem(envelopeOf(z.array(LegacyRequirement)), {
      Result: [requirement, { ...requirement, Requirement: 42, Status: 'lena@lexbridge.test' }],
    });
    expect(problem).toMatch(/^Result\.1\.Requirement: /);
    expect(problem).not.toContain('42');
    expect(shapeProblem(LegacyRequirement, { ...requirement, Status: undefined })).toMatch(/^Status: /);
  });

  it('want the envelope to carry its Result, null when the endpoint allows it', () => {
    expect(shapeProblem(envelopeOf(AnyResult), { Message: 'Saved.' })).toMatch(/Result: missing/);
    expect(shapeProblem(envelopeOf(AnyResult), [1, 2])).toMatch(/not an envelope/);
    expect(shapeProblem(envelopeOf(LegacyRequirement), { Message: 'Saved.', Result: null })).toMatch(
      /^Result: /,
    );
    expect(
      shapeProblem(envelopeOf(LegacyRequirement.nullable()), { Message: 'Saved.', Result: null }),
    ).toBeNull();
  });

  it('are made once per shape, not per call', () => {
    expect(envelopeOf(LegacyRequirement)).toBe(envelopeOf(LegacyRequirement));
    const listOf = memo(<T>(row: z.ZodType<T>) => z.array(row));
    expect(listOf(LegacyRequirement)).toBe(listOf(LegacyRequirement));
  });
});
