import type { ClientAccount } from '#shared/clients';
import type { IdCard } from '#shared/id-cards';
import type { Claim } from '#shared/claims';
import type { CertificateHolder, IssuedCertificate } from '#shared/certificates';
import type { ChangeOptions, ServiceRequest } from '#shared/change-requests';

// Component tests only: a policy, its proof of insurance, a claim, a change request, an account, a
// certificate holder and an issued certificate as the portal's API answers them. The policy comes
// from ~/lib, where the console's tests find it too.

export { fakePolicy } from '~/lib/fake-policy';

/** Proof of insurance as GET /api/client/id-cards answers it: the auto policy, one vehicle. */
export function fakeIdCard(overrides: Partial<IdCard> = {}): IdCard {
  return {
    policyId: 1,
    policyNumber: 'SSI-AUTO-100231',
    policyType: 'Auto',
    carrier: 'Progressive',
    effectiveDate: '2026-01-01',
    expirationDate: '2027-01-01',
    unavailable: null,
    vehicles: [{ id: 3, year: 2021, make: 'Toyota', model: 'RAV4', vin: '2T3P1RFV1MC123456' }],
    carrierCardId: null,
    ...overrides,
  };
}

/** A claim as GET /api/client/claims answers it. */
export function fakeClaim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 1,
    claimNumber: 'CLM-2026-001000',
    status: 'submitted',
    description: 'Rear-ended at a stop light; rear bumper damaged.',
    incidentDate: '2026-02-27',
    amount: null,
    createdAt: '2026-03-01T15:04:00.000Z',
    policyId: 1,
    policyNumber: 'SSI-AUTO-100231',
    policyType: 'Auto',
    attachments: [],
    history: [
      {
        fromStatus: null,
        toStatus: 'submitted',
        note: null,
        createdAt: '2026-03-01T15:04:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** A change request as GET /api/client/service-requests answers it: just received. */
export function fakeServiceRequest(overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  return {
    id: 41,
    reference: 'CHG-2026-000041',
    kind: 'change',
    type: 'vehicle-add',
    summary:
      'Add 2024 Honda Accord (VIN 1HGCM82633A004352, financed, with First Bank), from Mar 1, 2026',
    status: 'received',
    policyId: 1,
    policyNumber: 'SSI-AUTO-100231',
    policyType: 'Auto',
    createdAt: '2026-03-01T15:04:00.000Z',
    history: [
      {
        fromStatus: null,
        toStatus: 'received',
        note: null,
        byClient: true,
        createdAt: '2026-03-01T15:04:00.000Z',
      },
    ],
    attachments: [],
    ...overrides,
  };
}

type ChangeOption = ChangeOptions[number];

/** A policy as GET /api/client/service-requests/options answers it: an auto policy in force. */
export function fakeChangeOption(overrides: Partial<ChangeOption> = {}): ChangeOption {
  return {
    policyId: 1,
    policyNumber: 'SSI-AUTO-100231',
    policyType: 'Auto',
    unavailable: null,
    auto: true,
    vehicles: [{ id: 3, year: 2021, make: 'Toyota', model: 'RAV4', vin: '2T3P1RFV1MC123456' }],
    drivers: [{ id: 5, firstName: 'Dana', lastName: 'Lee' }],
    ...overrides,
  };
}

/** The signed-in person's account as GET /api/client/account answers it: a household's holder. */
export function fakeClientAccount(overrides: Partial<ClientAccount> = {}): ClientAccount {
  return {
    kind: 'person',
    name: 'Dana Whitfield',
    accountRole: 'holder',
    policyScope: 'all',
    ...overrides,
  };
}

/** A holder as GET /api/client/certificate-holders answers it: a general contractor. */
export function fakeCertificateHolder(
  overrides: Partial<CertificateHolder> = {},
): CertificateHolder {
  return {
    id: 7,
    name: 'Overland Park Builders Inc.',
    addressLine1: '7300 W 110th St',
    addressLine2: 'Suite 200',
    city: 'Overland Park',
    state: 'KS',
    postalCode: '66210',
    email: 'insurance@opbuilders.example',
    loanNumber: null,
    location: null,
    ...overrides,
  };
}

/** A certificate as GET /api/client/certificates answers it. */
export function fakeIssuedCertificate(
  overrides: Partial<IssuedCertificate> = {},
): IssuedCertificate {
  return {
    id: 301,
    fileName: 'COI-2026-000012.pdf',
    uploadedAt: '2026-03-02T16:30:00.000Z',
    reference: 'COI-2026-000012',
    holderName: 'Overland Park Builders Inc.',
    ...overrides,
  };
}
