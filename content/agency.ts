// The demo agency. Another agency changes this file (or the AGENCY_* variables) and nothing else.
export default {
  name: 'Sunflower Shield Insurance',
  legalName: 'Sunflower Shield Insurance Group LLC',
  phone: '(913) 555-0142',
  email: 'hello@sunflowershield.example',
  address: {
    street: '7300 W 110th St, Suite 200',
    city: 'Overland Park',
    state: 'KS',
    zip: '66210',
  },
  licenseState: 'Kansas',
  // The agency's Kansas licence number, e.g. licenseNumber: 'KS-1234567' (or AGENCY_LICENSE_NUMBER).
  // The demo agency has none: the pages then say "Licensed in Kansas" without a number.
  social: { label: 'Facebook', url: 'https://www.facebook.com/sunflowershieldinsurance' },
  foundedYear: 2025,
  copyrightYear: 2025,
  promoInsurer: 'Progressive',
  officeHours: [
    { days: 'Monday - Friday', hours: '8:00 AM - 6:00 PM' },
    { days: 'Saturday', hours: '9:00 AM - 2:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  claimsHotline: 'Emergency claims support 24/7',
  // How soon a change asked for in the client portal is worked, in business days (Monday to
  // Friday, until 17:00 of the last one); a certificate is due when the client needs it.
  serviceTimes: { lienholderBusinessDays: 2, changeBusinessDays: 1 },
  // Renewals: the days before expiry a client is e-mailed a reminder (none: []), and the premium
  // increase, in percent, at which the renewal board flags a renewal at risk.
  renewals: { reminderDays: [60, 30, 7], riskIncreasePercent: 10 },
  // The agency's people, on About and Contact; a quote request's thank-you names the first agent
  // of its line. Each may add licenseNumber, email and photo ({ src, alt, width, height }, a file
  // under public/). These are the demo agency's.
  agents: [
    {
      name: 'Dana Whitfield',
      role: 'Principal Agent',
      phone: '(913) 555-0143',
      lines: [],
    },
    {
      name: 'Priya Raman',
      role: 'Personal Lines Agent',
      phone: '(913) 555-0144',
      lines: ['personal'],
    },
    {
      name: 'Marcus Ortiz',
      role: 'Commercial Lines Agent',
      phone: '(913) 555-0145',
      lines: ['commercial'],
    },
  ],
  // Real client reviews only, with their consent ({ quote, author, source, rating?, date? }):
  // invented testimonials are unlawful. None here: the site shows no reviews section.
  reviews: [],
  // The agency's own photographs ({ src, alt, width, height }): team and office.
  photos: {},
};
