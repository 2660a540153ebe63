/**
 * The change-in-law and change management shapes as the catalogue sends them (quirks included). Each is a zod
 * schema that every answer is checked against (legacy/shape.ts), and the type inferred from it; they stop at this
 * module's mapper.
 */
import { z } from 'zod';
import { LegacyMappedBusinessLine } from '../mappings/mappings.dto.js';

export const LegacyChangeBusinessLine = LegacyMappedBusinessLine.extend({
  requirementCount: z.number(),
  changedCount: z.number(),
  isSubmitted: z.boolean(),
  decision: z
    .union([z.literal('Accepted'), z.literal('AcceptedWithPolicy'), z.literal('DoesNotApply')])
    .nullable(),
  decisionComment: z.string().nullable(),
  companyPolicy: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type LegacyChangeBusinessLine = z.infer<typeof LegacyChangeBusinessLine>;

export const LegacyChangedLaw = z.object({
  changeLawId: z.number(),
  lawId: z.number(),
  sectionId: z.number(),
  lawDetailId: z.number(),
  regulator: z.string(),
  section: z.string(),
  sectionStatus: z.string(),
  statusId: z.number(),
  status: z.string(),
  changeType: z.string(),
  effectiveDate: z.string().nullable(),
  summary: z.string().nullable(),
  businessLines: z.array(LegacyChangeBusinessLine).nullable(),
});
export type LegacyChangedLaw = z.infer<typeof LegacyChangedLaw>;

/** An updated requirement of a change in law: old and new number and text, and its change status. */
export const LegacyUpdatedRequirement = z.object({
  id: z.number(),
  requirementId: z.number().nullable(),
  businessLineId: z.number(),
  requirementTypeId: z.number(),
  OldRequirementNumber: z.string().nullable(),
  NewRequirementNumber: z.string().nullable(),
  OldRequirement: z.string().nullable(),
  NewRequirement: z.string().nullable(),
  RequirementChangeStatus: z.union([
    z.literal('Changed'),
    z.literal('New'),
    z.literal('Deleted'),
    z.literal('No Change'),
  ]),
  isEdited: z.boolean(),
  isSubmitted: z.boolean(),
});
export type LegacyUpdatedRequirement = z.infer<typeof LegacyUpdatedRequirement>;

/** ChangeInLaw/get-dashboard-regulator-list's answer (docs/legacy-api.md). */
export const LegacyChangedLawQueue = z.object({
  rows: z.array(
    z.object({
      changeLawId: z.number(),
      lawId: z.number(),
      sectionId: z.number(),
      lawDetailId: z.number(),
      regulatorId: z.number(),
      regulator: z.string(),
      section: z.string(),
      level1: z.string().nullable(),
      changeTypeId: z.number(),
      changeType: z.string(),
      statusId: z.number(),
      status: z.string(),
      effectiveDate: z.string().nullable(),
      summary: z.string().nullable(),
      businessLineId: z.number(),
      businessLineName: z.string(),
      requirementCount: z.number(),
      changedCount: z.number(),
      isEdited: z.boolean(),
      isSubmitted: z.boolean(),
      decision: z.string().nullable(),
      decidedBy: z.string().nullable(),
      decidedAt: z.string().nullable(),
      tabIndex: z.number(),
    }),
  ),
  totalCount: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
  regulators: z.array(z.object({ id: z.number(), name: z.string() })),
  changeTypes: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type LegacyChangedLawQueue = z.infer<typeof LegacyChangedLawQueue>;

/** ChangeInLaw/PostChangeLaw's Result: the change it recorded. */
export const LegacyRecordedChange = z.object({ changeLawId: z.number() });
export type LegacyRecordedChange = z.infer<typeof LegacyRecordedChange>;
