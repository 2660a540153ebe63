import type { LegacyCaller } from '../../legacy/caller.js';
import type {
  LegacyCategory,
  LegacyChangeType,
  LegacyLawyer,
  LegacyNamed,
  LegacyProduct,
  LegacyRegulatorGroup,
  LegacyUserBusinessLine,
  LegacyUserIndustry,
} from '../../legacy/catalogue.dto.js';
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

/** The pickers' lookups: typed legacy calls, answers mapped to the schema's shapes. */
export class CatalogueApi {
  constructor(private readonly legacy: LegacyCaller) {}

  private async list<T>(path: string, query?: Record<string, string | number | boolean>): Promise<T[]> {
    const { result } = await this.legacy.envelope<T[] | null>({ method: 'GET', path, query });
    return Array.isArray(result) ? result : [];
  }

  /** The industries assigned to the user. */
  async userIndustries(): Promise<Industry[]> {
    return toIndustries(await this.list<LegacyUserIndustry>('api/Lookup/GetUserIndustries'));
  }

  /** The business lines assigned to the user within one industry. */
  async userBusinessLines(industryId: string): Promise<BusinessLine[]> {
    return toBusinessLines(await this.list<LegacyUserBusinessLine>('api/Lookup/GetUserBusinessLines', { industryId }));
  }

  /** Both authority groups; `isOmnia` (the provider-type role) lists the whole catalogue. */
  async regulators(isOmnia: boolean): Promise<RegulatorGroup[]> {
    return toRegulatorGroups(await this.list<LegacyRegulatorGroup>('api/Lookup/GetRegulators', { isOmnia }));
  }

  /** The legal list picker's Category module: a POST whose body names the lines and industries. */
  async categories(businessLineIds: string[], industryIds: string[]): Promise<Category[]> {
    const { result } = await this.legacy.envelope<LegacyCategory[] | null>({
      method: 'POST',
      path: 'api/LegalList/Category',
      body: { business_id: businessLineIds.map(Number), industry_id: industryIds.map(Number) },
    });
    return toCategories(result);
  }

  async products(businessLineId: string | null): Promise<Product[]> {
    return toProducts(
      await this.list<LegacyProduct>('law-common/get-products', businessLineId ? { businessLineId } : undefined),
    );
  }

  async institutionTypes(): Promise<InstitutionType[]> {
    return toNamed(await this.list<LegacyNamed>('law-common/get-institution-types'));
  }

  async lawInventories(): Promise<LawInventory[]> {
    return toNamed(await this.list<LegacyNamed>('api/ClientSetup/GetLawInventories'));
  }

  async changeTypes(): Promise<ChangeType[]> {
    return toChangeTypes(await this.list<LegacyChangeType>('law-common/get-types-of-change'));
  }

  async lawStatuses(): Promise<LawStatus[]> {
    return toNamed(await this.list<LegacyNamed>('law-common/get-status-filter'));
  }

  async lawyers(): Promise<Lawyer[]> {
    return toLawyers(await this.list<LegacyLawyer>('reassign-law/get-lawyers-list'));
  }
}
