import { formatCalendarDate } from '#shared/format';
import { vehicleName } from '#shared/id-cards';
import {
  type ChangeDetails,
  type NewChangeRequest,
  removalReasonLabels,
} from '#shared/change-requests';

/** The policy's vehicle or driver a change names, as it was when the client asked. */
export interface ChangeSubjects {
  vehicle?: { year: number | null; make: string | null; model: string | null; vin: string };
  driver?: { firstName: string; lastName: string };
}

const MAX_SUMMARY = 300;

const from = (details: { effectiveDate: string }) =>
  `from ${formatCalendarDate(details.effectiveDate)}`;
const newVehicle = (d: ChangeDetails<'vehicle-add'>) =>
  `${vehicleName(d)} (VIN ${d.vin}, ${d.ownership}${d.lenderName ? `, with ${d.lenderName}` : ''})`;
const named = (v?: ChangeSubjects['vehicle']) =>
  v ? `${vehicleName(v)} (VIN ${v.vin})` : 'a vehicle';
const driverName = (d?: { firstName: string; lastName: string }) =>
  d ? `${d.firstName} ${d.lastName}` : 'a driver';

/**
 * One line saying what a change asks, for the client's timeline, the queue and the e-mails:
 * "Add 2024 Toyota RAV4 (VIN …, financed, with First Bank), from Dec 1, 2026".
 */
export function changeSummary(request: NewChangeRequest, subjects: ChangeSubjects): string {
  const line = (() => {
    switch (request.type) {
      case 'vehicle-add':
        return `Add ${newVehicle(request.details)}, ${from(request.details)}`;
      case 'vehicle-replace':
        return `Replace ${named(subjects.vehicle)} with ${newVehicle(request.details)}, ${from(request.details)}`;
      case 'vehicle-remove':
        return `Remove ${named(subjects.vehicle)} (${removalReasonLabels[request.details.reason].toLowerCase()}), ${from(request.details)}`;
      case 'driver-add':
        return `Add driver ${driverName(request.details)}, born ${formatCalendarDate(request.details.dateOfBirth)}, licensed in ${request.details.licenseState}, ${from(request.details)}`;
      case 'driver-replace':
        return `Replace driver ${driverName(subjects.driver)} with ${driverName(request.details)}, born ${formatCalendarDate(request.details.dateOfBirth)}, ${from(request.details)}`;
      case 'driver-remove':
        return `Remove driver ${driverName(subjects.driver)} (${removalReasonLabels[request.details.reason].toLowerCase()}), ${from(request.details)}`;
      case 'address': {
        const d = request.details;
        return `New address: ${d.street}, ${d.city}, ${d.state} ${d.zip}, ${from(d)}`;
      }
      case 'lienholder': {
        const d = request.details;
        const on = subjects.vehicle ? ` on ${named(subjects.vehicle)}` : '';
        return `${d.action === 'add' ? 'Add' : 'Change to'} lender ${d.lenderName}, loan ${d.loanNumber}${on}, ${from(d)}`;
      }
      case 'cancel':
        return `Cancel the policy ${from(request.details)}: ${request.details.reason}`;
      case 'other':
        return request.details.description;
    }
  })();
  // One line: the client's own line breaks and runs of spaces become single spaces.
  const flat = line.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_SUMMARY ? `${flat.slice(0, MAX_SUMMARY - 1)}…` : flat;
}
