/** The import of a spreadsheet with its preview (issue 13): car brands and models, series and models. */
const messages = {
  'sheetImport.button': 'Import',
  'sheetImport.title.car': 'Import car brands and models',
  'sheetImport.title.series': 'Import series and models',
  'sheetImport.hint.car':
    'One model a row: the brand, its Chinese name, the model, its Chinese name. A brand not yet listed is created with its first model.',
  'sheetImport.hint.series': 'The first column is the series, the second the model.',
  'sheetImport.formats':
    'An xlsx, xls or csv file of up to 5 MB and 10,000 rows. Nothing is written before you confirm.',
  'sheetImport.drop': 'Click or drag a file here',
  'sheetImport.sample': 'Download sample',
  'sheetImport.sampleFailed': 'The sample could not be fetched',
  'sheetImport.reading': 'Reading {name}…',
  'sheetImport.existingFailed': 'The records that exist could not be loaded',
  'sheetImport.file.type': 'Only xlsx, xls and csv files can be imported',
  'sheetImport.file.size': 'The file size can not exceed 5M',
  'sheetImport.file.unreadable': 'This file could not be read as a spreadsheet',
  'sheetImport.file.empty': 'The file has no rows below its header',
  'sheetImport.file.header': 'The first row must name the columns: {columns}',
  'sheetImport.file.tooManyRows': 'A file holds at most 10,000 rows',
  'sheetImport.counts':
    '{total} rows: {valid} valid ({updates} update existing records), {errors} with errors',
  'sheetImport.onlyErrors': 'Only rows with errors',
  'sheetImport.column.row': 'Row',
  'sheetImport.column.outcome': 'Result',
  'sheetImport.column.reason': 'Reason',
  'sheetImport.outcome.create': 'New',
  'sheetImport.outcome.update': 'Update',
  'sheetImport.problem.required': 'Row {row}, {column}: required',
  'sheetImport.problem.tooLong': 'Row {row}, {column}: at most {max} characters',
  'sheetImport.problem.repeated': 'Row {row}, {column}: repeats row {first}',
  'sheetImport.commit': 'Import {count} valid rows',
  'sheetImport.chooseAnother': 'Choose another file',
  'sheetImport.cancel': 'Cancel',
  'sheetImport.close': 'Close',
  'sheetImport.uploadFailed': 'The file of valid rows could not be uploaded; please try again',
  'sheetImport.committed': 'Uploaded successfully: {created} created, {updated} updated',
  'sheetImport.commitFailed': 'Upload failed',
  'sheetImport.result.title': 'Import finished',
  'sheetImport.result.counts': '{created} created, {updated} updated, {refused} refused',
  'sheetImport.downloadRefused': 'Download refused rows',
  'sheetImport.refusedSheet': 'Refused rows',
};
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    sheetImport: typeof messages;
  }
}
