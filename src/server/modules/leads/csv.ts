import { coverageOptions, isCoverageOptionId } from '#shared/coverage-options';
import { AGENCY_TIME_ZONE } from '#shared/agency-time';
import {
  leadLostReasonLabels,
  leadStatusLabels,
  type LeadLostReason,
  type LeadStatus,
} from '#shared/staff/leads';
import { leadLineOf } from './lines';
import type { LeadSubmission } from './service';
import { agencyTime, spreadsheetCsv } from '../console/spreadsheet';

export interface CsvLead extends LeadSubmission {
  id: number;
  createdAt: Date;
  status: LeadStatus;
  coverageTypes: string[];
  contactedAt: Date | null;
  quotedAt: Date | null;
  closedAt: Date | null;
  lostReason: LeadLostReason | null;
  assigneeName: string | null;
}

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
  { header: `Quoted (${AGENCY_TIME_ZONE})`, value: (l) => agencyTime(l.quotedAt) },
  { header: `Won or lost (${AGENCY_TIME_ZONE})`, value: (l) => agencyTime(l.closedAt) },
  { header: 'Lost reason', value: (l) => (l.lostReason ? leadLostReasonLabels[l.lostReason] : '') },
  { header: 'Source page', value: (l) => l.sourcePage ?? '' },
  { header: 'Campaign source', value: (l) => l.utmSource ?? '' },
  { header: 'Campaign medium', value: (l) => l.utmMedium ?? '' },
  { header: 'Campaign', value: (l) => l.utmCampaign ?? '' },
  { header: 'Referring site', value: (l) => l.referrerHost ?? '' },
  { header: 'Additional information', value: (l) => l.additionalInfo ?? '' },
];

/** The leads as a CSV file for a spreadsheet (../spreadsheet.ts), newest first as given. */
export function leadsCsv(rows: CsvLead[]): string {
  return spreadsheetCsv(rows, columns);
}
