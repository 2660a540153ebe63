import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { queryValue } from '../../http/params.js';
import {
  Refusal,
  answer,
  assignedBusinessLine,
  optionalQueryId,
  queryFlag,
  queryId,
} from '../catalogue/http.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import {
  loadSectionContext,
  loadSectionGroup,
  sectionTitle,
  type SectionContext,
} from '../catalogue/section-context.js';
import {
  loadChange,
  loadLawSections,
  loadSubSectionText,
  loadSubSectionTree,
  toLawSection,
  type LawSectionDto,
} from './law-text.repository.js';

/** The shared law text views and pop-ups: law text, combined text, sub-sections, changes, link to source. */
export async function lawTextRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  // The section with the sections combined with it: the 'Parent' first.
  app.get(
    '/law-text/get-law-text-section',
    answer(async (request): Promise<LawSectionDto[]> => {
      const context = await section(db, request, 'sectionId', 'businessLineId');
      const group = await loadSectionGroup(db, context.parentSectionId ?? context.sectionId);
      return group.map(toLawSection);
    }),
  );

  // The same group as one text: each section's heading and text, the 'Parent' first.
  app.get(
    '/law-text/get-combined-law-text',
    answer(async (request) => {
      const context = await section(db, request, 'sectionId', 'businessId');
      const group = await loadSectionGroup(db, context.parentSectionId ?? context.sectionId);
      return {
        ...toLawSection(group[0]),
        details: group
          .map((member) => `<h4>${escapeHtml(sectionTitle(member))}</h4>${member.lawText}`)
          .join(''),
        combinedSections: group.map((member) => ({
          sectionId: member.sectionId,
          section: sectionTitle(member),
          sectionStatus: member.sectionStatus,
        })),
      };
    }),
  );

  app.get(
    '/law-text/get-sub-section-text',
    answer(async (request) => {
      const subSectionId = queryId(request.legacyQuery, 'SubSectionId');
      const text = await loadSubSectionText(db, subSectionId, queryFlag(request.legacyQuery, 'flag'));
      if (text === null) throw new Refusal(404, CATALOGUE_MESSAGES.subSectionNotFound);
      return { SubSectionId: subSectionId, text };
    }),
  );

  app.get(
    '/law-text/get-sub-sections',
    answer(async (request) => loadSubSectionTree(db, await section(db, request, 'sectionId'))),
  );

  app.get(
    '/law-text/get-changed-law-text',
    answer(async (request) => {
      const context = await section(db, request, 'sectionId');
      const change = await loadChange(
        db,
        context,
        optionalQueryId(request.legacyQuery, 'id'),
        optionalQueryId(request.legacyQuery, 'statusID'),
        queryValue(request.legacyQuery, 'moduleName')?.trim() || null,
      );
      if (!change) throw new Refusal(404, CATALOGUE_MESSAGES.changeNotFound);
      return change;
    }),
  );

  app.get(
    '/law-text/get-link-to-source',
    answer(async (request) => {
      const lawId = queryId(request.legacyQuery, 'lawId');
      const lawDetailId = queryId(request.legacyQuery, 'lawDetailId');
      const context = await section(db, request, 'sectionId');
      if (context.lawId !== lawId || context.lawDetailId !== lawDetailId) {
        throw new Refusal(404, CATALOGUE_MESSAGES.lawNotFound);
      }
      return {
        lawId,
        sectionId: context.sectionId,
        lawDetailId,
        lawInventoryId: context.lawInventoryId,
        regulator: context.regulator,
        section: sectionTitle(context),
        level1: context.levels[0],
        lawName: context.lawName,
        citation: context.citation,
        sourceUrl: context.sourceUrl,
        sections: await loadLawSections(db, lawId),
      };
    }),
  );
}

/**
 * The section named by `idName`; a lawInventoryId, when given, must be its law's inventory (else the same 404),
 * and a business line, when given, must be assigned to the user.
 */
async function section(
  db: Queryable,
  request: FastifyRequest,
  idName: string,
  businessLineName?: string,
): Promise<SectionContext> {
  const sectionId = queryId(request.legacyQuery, idName);
  const lawInventoryId = optionalQueryId(request.legacyQuery, 'lawInventoryId');
  const businessLineId = businessLineName ? optionalQueryId(request.legacyQuery, businessLineName) : null;
  if (businessLineId !== null) await assignedBusinessLine(db, request.legacyUserId, businessLineId);
  const context = await loadSectionContext(db, sectionId);
  if (!context || (lawInventoryId !== null && lawInventoryId !== context.lawInventoryId)) {
    throw new Refusal(404, CATALOGUE_MESSAGES.sectionNotFound);
  }
  return context;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
