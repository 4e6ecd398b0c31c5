import { formatCalendarDate } from '#shared/format';
import {
  type ServiceRequestType,
  removalReasonLabels,
  vehicleOwnershipLabels,
} from '#shared/change-requests';

/** One field of what the client asked: its label, and its value in words or as fields of its own. */
export interface DetailItem {
  key: string;
  label: string;
  value: string | DetailItem[];
}

export const NOT_GIVEN = 'Not given';

/** Labels a key's words would give poorly. */
const labelOverrides: Record<string, string> = {
  vin: 'VIN',
  zip: 'ZIP code',
  lenderName: 'Lender',
  lenderAddress: "Lender's address",
};

/**
 * The order fields are read in: what is changed first, then the new facts, the reason, and the
 * day it takes effect. The stored object keeps no order of its own.
 */
const fieldOrder = [
  'action',
  'vehicle',
  'driver',
  'year',
  'make',
  'model',
  'vin',
  'ownership',
  'firstName',
  'lastName',
  'dateOfBirth',
  'licenseState',
  'licenseNumber',
  'street',
  'city',
  'state',
  'zip',
  'lenderName',
  'loanNumber',
  'lenderAddress',
  'reason',
  'description',
  'effectiveDate',
];

/** `effectiveDate` → "Effective date", `licenseNumber` → "License number". */
export function labelOf(key: string): string {
  const override = labelOverrides[key];
  if (override) return override;
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The policy's vehicle or driver a change names: who reads "Vehicle" must know which one. */
function subjectLabel(key: string, type: ServiceRequestType): string | null {
  if (key === 'vehicle') {
    if (type === 'vehicle-replace') return 'Vehicle to replace';
    if (type === 'vehicle-remove') return 'Vehicle to remove';
    return 'Vehicle';
  }
  if (key === 'driver') {
    if (type === 'driver-replace') return 'Driver to replace';
    if (type === 'driver-remove') return 'Driver to remove';
    return 'Driver';
  }
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** `2024 Toyota RAV4 (VIN 2T3…)`, from whichever of the parts are there. */
function vehicleLine(vehicle: Record<string, unknown>): string | null {
  const name = [vehicle.year, vehicle.make, vehicle.model].filter(present).map(String).join(' ');
  const vin = present(vehicle.vin) ? `VIN ${String(vehicle.vin)}` : '';
  if (!name && !vin) return null;
  if (!name) return vin;
  return vin ? `${name} (${vin})` : name;
}

function personLine(person: Record<string, unknown>): string | null {
  const name = [person.firstName, person.lastName].filter(present).map(String).join(' ');
  return name || null;
}

/** A value in words; an object no line says well gives its own fields. */
function valueOf(key: string, value: unknown, type: ServiceRequestType): string | DetailItem[] {
  if (!present(value)) return NOT_GIVEN;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return wordsOf(key, value, type);
  if (Array.isArray(value)) {
    if (value.length === 0) return 'None';
    const lines = value.map((item) => {
      const words = valueOf(key, item, type);
      return typeof words === 'string' ? words : lineOf(words);
    });
    // Items of several fields each are told apart by more than a comma.
    return lines.join(value.some(isRecord) ? '; ' : ', ');
  }
  if (isRecord(value)) {
    const line = vehicleLineIfVehicle(value) ?? personLineIfPerson(value);
    if (line) return line;
    const items = itemsOf(value, type);
    return items.length > 0 ? items : NOT_GIVEN;
  }
  return String(value);
}

const vehicleLineIfVehicle = (value: Record<string, unknown>) =>
  'vin' in value || 'make' in value || 'model' in value ? vehicleLine(value) : null;

const personLineIfPerson = (value: Record<string, unknown>) =>
  'firstName' in value || 'lastName' in value ? personLine(value) : null;

function wordsOf(key: string, value: string, type: ServiceRequestType): string {
  if (isCalendarDate(value)) return formatCalendarDate(value);
  if (key === 'ownership' && value in vehicleOwnershipLabels) {
    return vehicleOwnershipLabels[value as keyof typeof vehicleOwnershipLabels];
  }
  // A cancellation's reason is the client's own words; only a removal's is one of a list.
  if (
    key === 'reason' &&
    (type === 'vehicle-remove' || type === 'driver-remove') &&
    value in removalReasonLabels
  ) {
    return removalReasonLabels[value as keyof typeof removalReasonLabels];
  }
  if (key === 'action' && (value === 'add' || value === 'change')) {
    return value === 'add' ? 'Add' : 'Change';
  }
  return value;
}

const lineOf = (items: DetailItem[]): string =>
  items
    .map(
      (item) =>
        `${item.label}: ${typeof item.value === 'string' ? item.value : lineOf(item.value)}`,
    )
    .join(', ');

function itemsOf(details: Record<string, unknown>, type: ServiceRequestType): DetailItem[] {
  // The record ids of the vehicle or driver named are the staff's to look up only when the
  // vehicle or driver itself is not given.
  const hidden = new Set<string>();
  if (isRecord(details.vehicle)) hidden.add('vehicleId');
  if (isRecord(details.driver)) hidden.add('driverId');
  const rank = (key: string) => {
    const index = fieldOrder.indexOf(key);
    return index === -1 ? fieldOrder.length : index;
  };
  return Object.keys(details)
    .filter((key) => !hidden.has(key))
    .sort((a, b) => rank(a) - rank(b))
    .map((key) => ({
      key,
      label: subjectLabel(key, type) ?? labelOf(key),
      value: valueOf(key, details[key], type),
    }));
}

/**
 * What the client asked, field by field, in words a person reads: camelCase keys as words, days
 * as dates, a vehicle or driver as one line, yes and no for a tick.
 */
export function detailItems(
  details: Record<string, unknown>,
  type: ServiceRequestType,
): DetailItem[] {
  return itemsOf(details, type);
}
