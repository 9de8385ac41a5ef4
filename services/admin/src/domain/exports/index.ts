/** Exports (spec 3): the CSV downloads of a promotion and CSV of rows the client sends. */
export { attachment, csvRow, csvStream, toCsv } from './csv';
export type { CsvCell } from './csv';
export { entriesExport, statsExport } from './queries';
export type { ExportQuery } from './queries';
export {
  LOCATION_NOT_FOUND,
  NO_FINISHED_WORKS,
  NO_LOCATION,
  WORKS_ZIP_NAME,
  countZipWorks,
  worksZipScope,
  zipEntryName,
  zipWorks,
} from './works-zip';
export type { ZipScope, ZipWork } from './works-zip';
