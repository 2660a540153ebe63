/** The module's enums, apart from the decorated types. */
export enum DmuMappingStatus {
  NOT_AVAILABLE = 'Not Available',
  NOT_EXPECTED = 'Not Expected',
  MAPPED = 'Mapped',
  UNMAPPED = 'Unmapped',
}
