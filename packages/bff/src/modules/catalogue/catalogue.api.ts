import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import {
  LegacyCategory,
  LegacyChangeType,
  LegacyLawyer,
  LegacyProduct,
  LegacyRegulatorGroup,
  LegacyUserBusinessLine,
  LegacyUserIndustry,
  LegacyNamed,
} from './catalogue.dto.js';
import {
  toBusinessLines,
  toCategories,
  toChangeTypes,
  toIndustries,
  toLawyers,
  toNamed,
  toProducts,
  toRegulatorGroups,
} from './catalogue.mapper.js';
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

/** A lookup's answer: a list (null reads as empty). One shape per endpoint, made once. */
const listOf = <T>(row: z.ZodType<T>) => z.array(row).nullable();
const UserIndustries = listOf(LegacyUserIndustry);
const UserBusinessLines = listOf(LegacyUserBusinessLine);
const RegulatorGroups = listOf(LegacyRegulatorGroup);
const Categories = listOf(LegacyCategory);
const Products = listOf(LegacyProduct);
const NamedList = listOf(LegacyNamed);
const ChangeTypes = listOf(LegacyChangeType);
const Lawyers = listOf(LegacyLawyer);

/** The pickers' lookups: typed legacy calls, answers mapped to the schema's shapes. */
export class CatalogueApi {
  constructor(private readonly legacy: LegacyCaller) {}

  private async list<T>(
    path: string,
    shape: z.ZodType<T[] | null>,
    query?: Record<string, string | number | boolean>,
  ): Promise<T[]> {
    const { result } = await this.legacy.envelope({ method: 'GET', path, query }, shape);
    return result ?? [];
  }

  /** The industries assigned to the user. */
  async userIndustries(): Promise<Industry[]> {
    return toIndustries(await this.list('api/Lookup/GetUserIndustries', UserIndustries));
  }

  /** The business lines assigned to the user within one industry. */
  async userBusinessLines(industryId: string): Promise<BusinessLine[]> {
    return toBusinessLines(
      await this.list('api/Lookup/GetUserBusinessLines', UserBusinessLines, { industryId }),
    );
  }

  /** Both authority groups; `isOmnia` (the provider-type role) lists the whole catalogue. */
  async regulators(isOmnia: boolean): Promise<RegulatorGroup[]> {
    return toRegulatorGroups(await this.list('api/Lookup/GetRegulators', RegulatorGroups, { isOmnia }));
  }

  /** The legal list picker's Category module: a POST whose body names the lines and industries. */
  async categories(businessLineIds: string[], industryIds: string[]): Promise<Category[]> {
    const { result } = await this.legacy.envelope(
      {
        method: 'POST',
        path: 'api/LegalList/Category',
        body: { business_id: businessLineIds.map(Number), industry_id: industryIds.map(Number) },
      },
      Categories,
    );
    return toCategories(result);
  }

  async products(businessLineId: string | null): Promise<Product[]> {
    return toProducts(
      await this.list('law-common/get-products', Products, businessLineId ? { businessLineId } : undefined),
    );
  }

  async institutionTypes(): Promise<InstitutionType[]> {
    return toNamed(await this.list('law-common/get-institution-types', NamedList));
  }

  async lawInventories(): Promise<LawInventory[]> {
    return toNamed(await this.list('api/ClientSetup/GetLawInventories', NamedList));
  }

  async changeTypes(): Promise<ChangeType[]> {
    return toChangeTypes(await this.list('law-common/get-types-of-change', ChangeTypes));
  }

  async lawStatuses(): Promise<LawStatus[]> {
    return toNamed(await this.list('law-common/get-status-filter', NamedList));
  }

  async lawyers(): Promise<Lawyer[]> {
    return toLawyers(await this.list('reassign-law/get-lawyers-list', Lawyers));
  }
}
