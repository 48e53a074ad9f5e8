/** An .xlsx file, by its name: browsers do not always know the type of a spreadsheet. */
export function isXlsxFile(file: { name: string }): boolean {
  return /\.xlsx$/i.test(file.name);
}

/** Whether a file is larger than the server takes (no limit when unknown). */
export function overImportLimit(file: { size: number }, maxBytes: number | null): boolean {
  return maxBytes !== null && file.size > maxBytes;
}
