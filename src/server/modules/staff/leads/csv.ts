import { stringify } from 'csv-stringify/sync';
import { coverageOptions, isCoverageOptionId } from '#shared/coverage-options';
import { AGENCY_TIME_ZONE } from '#shared/agency-time';
import { leadStatusLabels, type LeadStatus } from '#shared/staff/leads';
import { leadLineOf } from './lines';

export interface CsvLead {
  id: number;
  createdAt: Date;
  status: LeadStatus;
  type: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  businessName: string | null;
  industry: string | null;
  coverageTypes: string[];
  additionalInfo: string | null;
  sourcePage: string | null;
  contactedAt: Date | null;
  assigneeName: string | null;
}

// A spreadsheet reads `2025-11-22 13:04` as a date and time; on the agency's clock, as staff
// read every other time in the console.
const localTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: AGENCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const agencyTime = (date: Date | null) => (date ? localTime.format(date) : '');

const coverageLabel = (id: string) => (isCoverageOptionId(id) ? coverageOptions[id].label : id);

const columns: { header: string; value: (lead: CsvLead) => string | number }[] = [
  { header: 'ID', value: (l) => l.id },
  { header: `Received (${AGENCY_TIME_ZONE})`, value: (l) => agencyTime(l.createdAt) },
  { header: 'Status', value: (l) => leadStatusLabels[l.status] },
  { header: 'Line', value: (l) => leadLineOf(l.type) },
  { header: 'Form', value: (l) => l.type },
  { header: 'First name', value: (l) => l.firstName },
  { header: 'Last name', value: (l) => l.lastName },
  { header: 'Email', value: (l) => l.email },
  { header: 'Phone', value: (l) => l.phone },
  { header: 'Business name', value: (l) => l.businessName ?? '' },
  { header: 'Industry', value: (l) => l.industry ?? '' },
  { header: 'Coverage', value: (l) => l.coverageTypes.map(coverageLabel).join('; ') },
  { header: 'Assigned to', value: (l) => l.assigneeName ?? '' },
  { header: `First contacted (${AGENCY_TIME_ZONE})`, value: (l) => agencyTime(l.contactedAt) },
  { header: 'Source page', value: (l) => l.sourcePage ?? '' },
  { header: 'Additional information', value: (l) => l.additionalInfo ?? '' },
];

/**
 * The leads as a CSV file for a spreadsheet: RFC 4180 quoting (commas, quotes, line breaks),
 * CRLF between records, and a UTF-8 byte order mark, without which Excel reads "José" as
 * "JosÃ©". What visitors typed can start with `=`, `+`, `-`, `@`, a tab or a carriage return, which
 * a spreadsheet would run as a formula (OWASP, CSV injection): such a cell gets a leading `'`.
 */
export function leadsCsv(rows: CsvLead[]): string {
  return stringify(
    rows.map((lead) => columns.map((column) => column.value(lead))),
    {
      header: true,
      columns: columns.map((column) => column.header),
      bom: true,
      escape_formulas: true,
      record_delimiter: 'windows',
      // Set with record_delimiter, or csv-stringify leaves a lone \n or \r in a cell unquoted.
      quote_record_delimiter: true,
    },
  );
}
