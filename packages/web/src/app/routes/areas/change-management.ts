// Change management: the work queue and the map and confirm steps.
export { ConfirmLawRequirementsPage } from '../../../features/change-management/components/confirm-law-requirements-page';
export { MapBusinessRequirementsPage } from '../../../features/change-management/components/map-business-requirements-page';
export { NewLawPage } from '../../../features/change-management/components/new-law-page';
