import { naturalSort } from '@lexbridge/rules';
import type {
  LegacyCategory,
  LegacyChangeType,
  LegacyLawyer,
  LegacyProduct,
  LegacyRegulatorGroup,
  LegacyUserBusinessLine,
  LegacyUserIndustry,
  LegacyNamed,
} from './catalogue.dto.js';
import type { LegacyId } from '../../legacy/shape.js';
import { Authority } from './catalogue.enums.js';
import type {
  BusinessLine,
  Category,
  ChangeType,
  Industry,
  InstitutionType,
  LawInventory,
  LawStatus,
  Lawyer,
  Product,
  RegulatorGroup,
} from './catalogue.type.js';

/** Ids travel as strings (GraphQL ID); the catalogue sends numbers or numeric texts. */
export const toId = (value: LegacyId | null | undefined): string | null =>
  value === null || value === undefined || String(value).trim() === '' ? null : String(value).trim();

const text = (value: string | null | undefined): string | null =>
  value && value.trim() ? value.trim() : null;

/** 'Federal' / 'State' (any case; 'States' too) -> the enum; anything else is State, as the screens' second group. */
export function toAuthority(value: string | null | undefined): Authority {
  return (value ?? '').trim().toLowerCase() === 'federal' ? Authority.FEDERAL : Authority.STATE;
}

export function toIndustries(rows: LegacyUserIndustry[] | null | undefined): Industry[] {
  return (rows ?? []).map((row) => ({ id: toId(row.industryId)!, name: row.name }));
}

export function toBusinessLines(rows: LegacyUserBusinessLine[] | null | undefined): BusinessLine[] {
  return (rows ?? []).map((row) => ({
    id: toId(row.businessLineId)!,
    industryId: toId(row.industryId)!,
    name: row.name,
  }));
}

/** Both groups, Federal first, whatever the catalogue sent; regulators in natural order by name. */
export function toRegulatorGroups(groups: LegacyRegulatorGroup[] | null | undefined): RegulatorGroup[] {
  return [Authority.FEDERAL, Authority.STATE].map((authority) => ({
    authority,
    regulators: naturalSort(
      (groups ?? [])
        .filter((group) => toAuthority(group.authority) === authority)
        .flatMap((group) => group.regulators ?? [])
        .map((regulator) => ({
          id: toId(regulator.id)!,
          name: regulator.name,
          description: text(regulator.description),
          codeName: text(regulator.codeName),
        })),
      (regulator) => regulator.name,
    ),
  }));
}

export function toCategories(rows: LegacyCategory[] | null | undefined): Category[] {
  return naturalSort(
    (rows ?? []).map((row) => ({
      id: toId(row.id)!,
      name: row.name ?? row.Name ?? row.categoryName ?? '',
      description: text(row.description),
      businessLineId: toId(row.businessLineId),
      industryId: toId(row.industryId),
      categoryType: text(row.categorytype),
    })),
    (category) => category.name,
  );
}

/** In the catalogue's order (the spec names no order for products). */
export function toProducts(rows: LegacyProduct[] | null | undefined): Product[] {
  return (rows ?? []).map((row) => ({
    id: toId(row.id)!,
    name: row.name,
    businessLineId: toId(row.businessLineId),
  }));
}

export function toNamed(
  rows: LegacyNamed[] | null | undefined,
): (InstitutionType & LawInventory & LawStatus)[] {
  return (rows ?? []).map((row) => ({ id: toId(row.id)!, name: row.name }));
}

export function toChangeTypes(rows: LegacyChangeType[] | null | undefined): ChangeType[] {
  return (rows ?? []).map((row) => ({ id: toId(row.id)!, description: row.filterDescription }));
}

export function toLawyers(rows: LegacyLawyer[] | null | undefined): Lawyer[] {
  return naturalSort(
    (rows ?? []).map((row) => ({
      id: toId(row.lawyerId ?? row.userId)!,
      name: row.lawyerName ?? row.name ?? '',
      email: text(row.email),
    })),
    (lawyer) => lawyer.name,
  );
}
