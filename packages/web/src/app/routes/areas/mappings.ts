// Map Law To Business Processes.
export { MapLawPage } from '../../../features/mappings/components/map-law-page';
