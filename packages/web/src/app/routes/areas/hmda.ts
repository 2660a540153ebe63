// HMDA reference data: its ten screens.
export { ClientInfoPage } from '../../../features/hmda/components/client-info-page';
export { EditReferencesPage } from '../../../features/hmda/components/edit-references-page';
export { FieldMasterPage } from '../../../features/hmda/components/field-master-page';
export {
  ClientValuesPage,
  FieldOrderPage,
  ValidValuesPage,
} from '../../../features/hmda/components/field-rows-page';
export { LarUploadPage } from '../../../features/hmda/components/lar-upload-page';
export {
  BankMasterPage,
  DetailSystemsPage,
  SystemsPage,
} from '../../../features/hmda/components/systems-pages';
