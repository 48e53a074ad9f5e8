import { isXlsxFile, overImportLimit } from '../utils';

it('takes .xlsx files by name', () => {
  expect(isXlsxFile({ name: 'users.XLSX' })).toBe(true);
  expect(isXlsxFile({ name: 'users.xls' })).toBe(false);
  expect(isXlsxFile({ name: 'tasks.csv' })).toBe(false);
});

it('refuses a file over the limit the server gave, and leaves an unknown limit to the server', () => {
  expect(overImportLimit({ size: 1025 }, 1024)).toBe(true);
  expect(overImportLimit({ size: 1024 }, 1024)).toBe(false);
  expect(overImportLimit({ size: 10 ** 9 }, null)).toBe(false);
});
